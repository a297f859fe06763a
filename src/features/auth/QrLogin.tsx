import { Box, Button, Loader, Overlay, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateQrLoginCode, useGetQrLoginStatus } from '@generated/hooks/auth/auth';
import { isApiError } from '@/api/api-error';
import { describeApiError } from '@/api/describe-error';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { QueryFailure } from '@/kit/query-state/QueryFailure';
import { useFinishLogin } from './use-finish-login';

const POLL_MS = 2000;
const QR_SIZE = 200;
const QRCODE_EXPIRED = 'QRCODE_EXPIRED';

/**
 * QR login (spec §2, §4): a code from the server drawn as a QR image, polled until it is confirmed in the
 * mobile app (the session starts) or expires ("QR code expired, refresh", spec §8). Polling runs only while
 * this is mounted and the code is live.
 */
export function QrLogin() {
  const { t } = useTranslation(['auth', 'common']);
  const finishLogin = useFinishLogin();
  const create = useCreateQrLoginCode({ mutation: { meta: SHOWS_OWN_ERRORS } });
  const code = create.data?.data;
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
        meta: SHOWS_OWN_ERRORS,
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

  const queryClient = useQueryClient();
  // A new code may reuse the id: its state starts over rather than showing the old code's "expired".
  const refresh = () =>
    mutate({ data: {} }, { onSuccess: () => void queryClient.resetQueries({ queryKey: status.queryKey }) });

  if (create.isError)
    return <QueryFailure title={t('auth:qr.createFailed')} error={create.error} onRetry={refresh} />;
  if (!code || create.isPending) return <Loader size="sm" aria-label={t('auth:qr.loading')} />;

  return (
    <Stack align="center" gap="sm" data-testid="qr-login">
      <Box pos="relative" w={QR_SIZE} h={QR_SIZE}>
        <QRCodeSVG value={code.qrcodeContent} size={QR_SIZE} title={t('auth:qr.imageTitle')} />
        {expired && (
          <Overlay color="#fff" backgroundOpacity={0.92} center data-testid="qr-expired">
            <Stack align="center" gap="xs">
              <Text size="sm" fw={500} role="alert">
                {t('auth:qr.expired')}
              </Text>
              <Button size="xs" onClick={refresh}>
                {t('auth:qr.refresh')}
              </Button>
            </Stack>
          </Overlay>
        )}
      </Box>
      <Text size="sm" c="dimmed" aria-live="polite">
        {state?.status === 'scanned' ? t('auth:qr.scanned') : t('auth:qr.instruction')}
      </Text>
      {status.isError && !expired && (
        <Stack gap={4} align="center">
          <Text size="sm" c="red" role="alert">
            {describeApiError(status.error, (key) => t(key))}
          </Text>
          <Button size="xs" variant="light" onClick={() => void status.refetch()}>
            {t('common:retry')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
