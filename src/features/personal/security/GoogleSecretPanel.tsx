import { Code, Group, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { GoogleSetting } from '@generated/models';
import { CopyValueButton } from '@/ui/CopyValueButton';

/** The new authenticator secret as a QR code of its otpauth URI (when the answer carries one) and as text to type by hand. */
export function GoogleSecretPanel({ setting }: { setting: GoogleSetting }) {
  const { t } = useTranslation('security');
  return (
    <Stack gap="sm">
      <Text size="sm">{t(setting.googleQrUrl ? 'bindGoogle.scan' : 'bindGoogle.scanNoQr')}</Text>
      <Group align="center" gap="lg">
        {setting.googleQrUrl && (
          <QRCodeSVG value={setting.googleQrUrl} size={160} role="img" aria-label={t('bindGoogle.qrLabel')} />
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('bindGoogle.secret')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Code data-testid="google-secret">{setting.googleKey}</Code>
            <CopyValueButton value={setting.googleKey} label={t('bindGoogle.secret')} />
          </Group>
        </Stack>
      </Group>
    </Stack>
  );
}
