import type { ScreenCalls } from '../on-open-calls';

// As the walker's kycApproved user (Google on, phone bound): bindGoogle says Google is already on, so
// getGoogleAuthSetup runs only for a user without Google (tests/components/personal/security).
export const PERSONAL_SECURITY_CALLS: ScreenCalls = {
  'personal/userManagement': ['getInviteInfo'],
  'personal/changePassword': [],
  'personal/bindEmail': [],
  'personal/changeEmail': [],
  'personal/bindPhone': [],
  'personal/changePhone': [],
  'personal/bindGoogle': [],
  'personal/closeGoogle': [],
  'personal/closePhone': [],
  'personal/fundPassword': [],
};
