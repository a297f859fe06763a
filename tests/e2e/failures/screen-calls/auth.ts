import type { ScreenCalls } from '../on-open-calls';

export const AUTH_CALLS: ScreenCalls = {
  login: [],
};
