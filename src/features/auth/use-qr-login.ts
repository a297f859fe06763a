import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCreateQrLoginCode, useGetQrLoginStatus } from '@generated/hooks/auth/auth';
import { isApiError } from '@/api/api-error';
import { useFinishLogin } from './use-finish-login';

const POLL_MS = 2000;
const QRCODE_EXPIRED = 'QRCODE_EXPIRED';

/** What the QR login shows (spec §2, §4, §8): one state at a time. */
export type QrLoginScreen =
  | { kind: 'createFailed'; error: unknown }
  | { kind: 'creating' }
  /** The answer lacks the code's id or content (contract QrLoginCode): nothing to draw or poll. */
  | { kind: 'unavailable' }
  | {
      kind: 'shown';
      /** What the QR image encodes. */
      content: string;
      expired: boolean;
      scanned: boolean;
      /** A poll that failed for another reason than expiry; null while polling goes well. */
      pollError: unknown;
    };

/**
 * The QR login's data: a code from the server, polled until it is confirmed in the mobile app (the session
 * starts) or expires. Polling runs only while this is mounted and the code is live.
 */
export function useQrLogin() {
  const finishLogin = useFinishLogin();
  const queryClient = useQueryClient();
  const create = useCreateQrLoginCode();
  const answered = create.data?.data;
  // A code is usable only with both its id (to poll) and its content (to draw).
  const code = answered?.qrcodeId && answered.qrcodeContent ? answered : undefined;
  const started = useRef(false);
  const finished = useRef(false);

  const { mutate } = create;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate({ data: {} });
  }, [mutate]);

  const status = useGetQrLoginStatus(
    { qrcodeId: code?.qrcodeId ?? '' },
    {
      query: {
        enabled: Boolean(code),
        refetchInterval: (query) => {
          const state = query.state.data?.data?.status;
          return state === 'expired' || state === 'confirmed' || query.state.error ? false : POLL_MS;
        },
        gcTime: 0,
        retry: false,
      },
    },
  );
  const state = status.data?.data;
  const expired =
    state?.status === 'expired' || (isApiError(status.error) && status.error.code === QRCODE_EXPIRED);

  useEffect(() => {
    if (state?.status !== 'confirmed' || !state.token || finished.current) return;
    finished.current = true;
    void finishLogin(state.token);
  }, [state, finishLogin]);

  const screen = ((): QrLoginScreen => {
    if (create.isError) return { kind: 'createFailed', error: create.error };
    if (create.isPending || !create.data) return { kind: 'creating' };
    if (!code?.qrcodeContent) return { kind: 'unavailable' };
    return {
      kind: 'shown',
      content: code.qrcodeContent,
      expired,
      scanned: state?.status === 'scanned',
      pollError: status.isError && !expired ? status.error : null,
    };
  })();

  return {
    screen,
    // A new code may reuse the id: its state starts over rather than showing the old code's "expired".
    refresh: () =>
      mutate({ data: {} }, { onSuccess: () => void queryClient.resetQueries({ queryKey: status.queryKey }) }),
    retryPoll: () => void status.refetch(),
  };
}
