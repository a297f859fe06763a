import type { ErrorInfo } from 'react';

/**
 * The one report of an error a boundary caught while rendering (the React root's `onCaughtError`, main.tsx):
 * the console, where the browser suite counts it. A boundary passes no `onError` of its own, so each error
 * is reported once.
 */
export function reportRenderError(error: unknown, info: Pick<ErrorInfo, 'componentStack'>): void {
  console.error(error, info.componentStack ?? '');
}
