import type { ScreenCalls } from '../on-open-calls';

export const MARKET_CALLS: ScreenCalls = {};
