import type { ScreenCalls } from '../on-open-calls';

export const PERSONAL_SECURITY_CALLS: ScreenCalls = {};
