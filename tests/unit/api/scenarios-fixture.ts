// Stand-in for generated/scenarios.ts: the named examples the QA scenario query tests choose from.
import type { OperationScenario } from '@generated/scenarios';

export const operationScenarios: Readonly<Record<string, readonly OperationScenario[]>> = {
  getUserInfo: [
    { name: 'kycApproved', status: 200 },
    { name: 'kycPending', status: 200 },
    { name: 'UNAUTHORIZED', status: 401 },
  ],
  login: [
    { name: 'LOGIN_FORBIDDEN', status: 200 },
    { name: 'GOOGLE_VERIFY_FAILED', status: 400 },
  ],
  changeLanguage: [],
};
