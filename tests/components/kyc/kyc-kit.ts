// Shared steps of the identity-verification tests: open a screen as a user with the getVerificationStatus
// (and other kyc) answers taken from the contract's named examples.
import type { MockAnswer } from '../../test-utils/mock-api';
import { exampleAnswer, openScreenAs, pathOf } from '../../test-utils/screen-kit';

export { callsTo, lastBodySentTo } from '../../test-utils/screen-kit';

// The first render of a lazy screen with its form chunks can take long on a busy machine.
export { LONG } from '../../test-utils/screen-kit';
export const STATUS = pathOf('getVerificationStatus');
export const SUBMIT_INDIVIDUAL = pathOf('submitIndividualKyc');
export const CORPORATE_STATUS = pathOf('getCorporateKycStatus');
export const DRAFT = pathOf('getCorporateKycDraft');
export const SAVE_STEP = pathOf('saveCorporateKycDraft');
export const SAVE_INPUT = pathOf('completeCorporateKycUserInput');
export const SAVE_PEOPLE = pathOf('saveCorporateKycPeople');
export const SUBMIT_CORPORATE = pathOf('submitCorporateKyc');
export const CONFIG = pathOf('getKycConfig');
export const SINGPASS_VERIFY = pathOf('verifySingPassAuth');
export const SINGPASS_SUBMIT = pathOf('submitSingaporeRealNameAuth');

export const kyc = (name: string, status = 200): MockAnswer => exampleAnswer('kyc', name, status);

/** Opens `/<lang>/personal/<page>` as the user of a getUserInfo example (kycUnknown unless `user` says). */
export function openKyc(
  page: string,
  answers: Record<string, MockAnswer>,
  { user = 'kycUnknown', lang = 'en_US' }: { user?: string; lang?: string } = {},
) {
  const { fetchMock, app } = openScreenAs(user, `personal/${page}`, answers, { lang });
  return { fetchMock, app };
}
