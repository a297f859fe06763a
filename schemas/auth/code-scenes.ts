// The scene (sendSmsCode smsType / sendEmailCode scene) each form's senders send with: a screen building
// formContext.sendCode for one of these forms reads it here.
import type { requestBodies } from '@generated/request-bodies';

export type CodeScene = (typeof requestBodies)['sendSmsCode']['properties']['smsType']['enum'][number];

export const CODE_SCENES = {
  'register-code': 'REGISTER',
  'reset-password-code': 'RESET_PASSWORD',
  'change-login-password': 'CHANGE_PASSWORD',
  'set-fund-password': 'SET_CAPITAL_PASSWORD',
  'reset-fund-password': 'RESET_CAPITAL_PASSWORD',
  'bind-email': 'BIND_EMAIL',
  'change-email': 'CHANGE_EMAIL',
  'bind-phone': 'BIND_PHONE',
  'change-phone': 'CHANGE_PHONE',
  'bind-google': 'BIND_GOOGLE',
  'close-google': 'UNBIND_GOOGLE',
  'close-phone': 'CLOSE_PHONE_VERIFY',
  'close-phone-by-email': 'CLOSE_PHONE_VERIFY',
  'open-phone': 'OPEN_PHONE_VERIFY',
  'api-key': 'API_KEY',
  paymentMethod: 'PAYMENT_METHOD',
  withdraw: 'WITHDRAW',
} as const satisfies Record<string, CodeScene>;
