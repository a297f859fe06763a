import type { ScreenCalls } from '../on-open-calls';

export const PERSONAL_RECORDS_CALLS: ScreenCalls = {};
