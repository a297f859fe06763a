import type { ScreenCalls } from '../on-open-calls';

export const KYC_CALLS: ScreenCalls = {};
