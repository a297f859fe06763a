import type { ScreenCalls } from '../on-open-calls';

// As the walker's kycApproved user (KYC approved, nickname, phone and Google on): every requirement is met,
// so each screen asks for its list at once. safetyRecord mounts only its open tab (login history); the bank
// picker's getAllBanks runs only once the add form opens; messages reads the header's unread count.
export const PERSONAL_RECORDS_CALLS: ScreenCalls = {
  'personal/safetyRecord': ['listLoginHistory'],
  'personal/receivingAccount': ['listPaymentMethods'],
  'personal/bindBankCard': ['listBankCards'],
  'personal/apiKeys': ['listApiKeys'],
  'personal/blacklist': ['listBlacklist'],
  'personal/messages': ['listUserMessages'],
};
