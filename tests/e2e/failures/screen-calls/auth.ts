import type { ScreenCalls } from '../on-open-calls';

// The access pages call nothing of their own when they open (the QR code is created only when its tab is
// chosen; register and reset call on submit), as a visitor.
export const AUTH_CALLS: ScreenCalls = {
  login: [],
  register: [],
  resetPass: [],
};
