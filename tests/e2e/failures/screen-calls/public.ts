import type { ScreenCalls } from '../on-open-calls';

export const PUBLIC_CALLS: ScreenCalls = {
  '': [],
  'qa/forms': [],
};
