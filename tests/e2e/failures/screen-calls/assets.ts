import type { ScreenCalls } from '../on-open-calls';

export const ASSETS_CALLS: ScreenCalls = {};
