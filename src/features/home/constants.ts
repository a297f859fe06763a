// Figures quoted on the home page (spec §9), passed into the texts so they are stated once.
export const INDIVIDUAL_REVIEW_WORKING_DAYS = { min: 3, max: 7 } as const;
export const CORPORATE_REVIEW_WORKING_DAYS = 15;
export { WITHDRAWAL_LOCK_HOURS } from '@/lib/business-constants';

// Route paths (under /:lang) the calls to action lead to (spec §2).
export const CTA_PATHS = {
  register: 'register',
  investments: 'investments',
  assets: 'assets/tokenAccount',
  verify: 'personal/kycEnter',
} as const;
