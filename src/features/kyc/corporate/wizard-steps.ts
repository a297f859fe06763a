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

/** The address parameter of the step shown. */
export const STEP_PARAM = 'step';

/**
 * The step the address asks for when the user has reached it (the basic step always: the preparation before
 * it saves nothing), else the furthest reached.
 */
export function shownStep(asked: string | null, reached: CorporateKycStep): CorporateKycStep {
  const known = WIZARD_STEPS.find((step) => step === asked);
  const furthest = Math.max(stepIndex(reached), stepIndex('basic_info'));
  return known !== undefined && stepIndex(known) <= furthest ? known : reached;
}
