import { Box, Button, Loader, Overlay, Stack, Text, VisuallyHidden } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/api/describe-error';
import { QueryFailure } from '@/kit/query-state/QueryFailure';
import { LoadFailure } from '@/ui/LoadFailure';
import { useQrLogin } from './use-qr-login';

const QR_SIZE = 200;

/**
 * QR login (spec §2, §4): a code from the server drawn as a QR image, polled until it is confirmed in the
 * mobile app (the session starts) or expires ("QR code expired, refresh", spec §8).
 */
export function QrLogin() {
  const { t } = useTranslation(['auth', 'common']);
  const { screen, refresh, retryPoll } = useQrLogin();

  if (screen.kind === 'createFailed')
    return <QueryFailure title={t('auth:qr.createFailed')} error={screen.error} onRetry={refresh} />;
  if (screen.kind === 'creating') return <Loader size="sm" aria-label={t('auth:qr.loading')} />;
  if (screen.kind === 'unavailable')
    return (
      <LoadFailure
        data-testid="qr-unavailable"
        message={t('auth:qr.unavailable')}
        retryLabel={t('auth:qr.refresh')}
        onRetry={refresh}
      />
    );

  return (
    <Stack align="center" gap="sm" data-testid="qr-login">
      <Box pos="relative" w={QR_SIZE} h={QR_SIZE}>
        <QRCodeSVG value={screen.content} size={QR_SIZE} title={t('auth:qr.imageTitle')} />
        {screen.expired && (
          <Overlay color="#fff" backgroundOpacity={0.92} center data-testid="qr-expired">
            <Stack align="center" gap="xs">
              <Text size="sm" fw={500} aria-hidden>
                {t('auth:qr.expired')}
              </Text>
              <Button size="xs" onClick={refresh}>
                {t('auth:qr.refresh')}
              </Button>
            </Stack>
          </Overlay>
        )}
      </Box>
      {/* One polite region (WCAG 4.1.3) says the code's state: the instruction, scanned, expired, a failed
          poll; each read once as it comes, none as an assertive alert. */}
      <Stack gap={4} align="center" role="status" data-testid="qr-status">
        <Text size="sm" c="dimmed">
          {screen.scanned ? t('auth:qr.scanned') : t('auth:qr.instruction')}
        </Text>
        {/* Shown on the code itself; said here. */}
        {screen.expired && <VisuallyHidden>{t('auth:qr.expired')}</VisuallyHidden>}
        {screen.pollError !== null && (
          <Text size="sm" c="red">
            {describeApiError(screen.pollError, (key) => t(key))}
          </Text>
        )}
      </Stack>
      {screen.pollError !== null && (
        <Button size="xs" variant="light" onClick={retryPoll}>
          {t('common:retry')}
        </Button>
      )}
    </Stack>
  );
}
