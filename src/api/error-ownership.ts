import { GOOGLE_VERIFY_FAILED, isApiError, UNAUTHORIZED } from './api-error';

/**
 * Query and mutation meta of this app. `showsOwnErrors`: the screen shows this call's failure itself (a
 * form message, a fallback, an error state with retry), so the app-level toast of spec §8 stays quiet.
 */
export interface AppCallMeta extends Record<string, unknown> {
  showsOwnErrors?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppCallMeta;
    mutationMeta: AppCallMeta;
  }
}

export const SHOWS_OWN_ERRORS: AppCallMeta = { showsOwnErrors: true };

/**
 * Spec §8: a failed call that no screen handles shows the server's message as an error toast. An ended
 * session (UNAUTHORIZED) and GOOGLE_VERIFY_FAILED have their own app-level handling, so they are not it.
 */
export function needsErrorToast(error: unknown, meta: AppCallMeta | undefined): boolean {
  if (meta?.showsOwnErrors) return false;
  if (isApiError(error)) return error.code !== UNAUTHORIZED && error.code !== GOOGLE_VERIFY_FAILED;
  return true;
}
