import type { CorporateKycStep } from '@generated/models';

/** The corporate wizard's steps in order (spec §2: prepare, basic, files, people, declaration). */
export const WIZARD_STEPS: readonly CorporateKycStep[] = [
  'prepare',
  'basic_info',
  'upload_files',
  'related_people',
  'declaration',
];

export const stepIndex = (step: CorporateKycStep) => Math.max(0, WIZARD_STEPS.indexOf(step));
export const nextStep = (step: CorporateKycStep): CorporateKycStep =>
  WIZARD_STEPS[Math.min(stepIndex(step) + 1, WIZARD_STEPS.length - 1)] ?? 'declaration';
