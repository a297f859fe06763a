import { GOOGLE_VERIFY_FAILED, isApiError, UNAUTHORIZED } from './api-error';

/**
 * Query and mutation meta of this app. A call's failure is its screen's to show (QueryState's failure with
 * Retry, a form's refusal, a section's fallback); `toastsErrors` opts a call into the app-level error toast
 * of spec §8 instead, for an action with no place of its own to say it failed.
 */
export interface AppCallMeta extends Record<string, unknown> {
  toastsErrors?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppCallMeta;
    mutationMeta: AppCallMeta;
  }
}

/** The one way to opt a call into the error toast: `{ mutation: { meta: TOASTS_ERRORS } }`. */
export const TOASTS_ERRORS: AppCallMeta = { toastsErrors: true };

/**
 * Spec §8: a failed call that opted in shows the server's message as an error toast. An ended session
 * (UNAUTHORIZED) and GOOGLE_VERIFY_FAILED have their own app-level handling, so they are not it.
 */
export function needsErrorToast(error: unknown, meta: AppCallMeta | undefined): boolean {
  if (!meta?.toastsErrors) return false;
  if (isApiError(error)) return error.code !== UNAUTHORIZED && error.code !== GOOGLE_VERIFY_FAILED;
  return true;
}
