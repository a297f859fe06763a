import { Alert, Anchor, Card, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicInfo } from '@/api/session/startup-data';
import { useLocalizedPath } from '@/i18n';
import { PasswordLogin } from './PasswordLogin';

// The QR tab (and its QR library) loads only when opened, outside the login chunk's first paint.
const QrLogin = lazy(() => import('./QrLogin').then((module) => ({ default: module.QrLogin })));

/** Log in by phone or email and password, or by a QR code confirmed in the mobile app (spec §2 /login). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const localize = useLocalizedPath();
  const publicInfo = usePublicInfo();
  const closed = publicInfo?.loginHide;
  const forbidden = publicInfo?.loginForbidden;

  return (
    <Group justify="center" py="xl">
      <Card withBorder shadow="sm" padding="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Title order={1} size="h2">
            {t('login.title')}
          </Title>
          {forbidden || closed ? (
            <Alert color="red" role="alert">
              {forbidden ? t('login.forbidden') : t('errors.loginClosed')}
            </Alert>
          ) : (
            // Panels mount only while shown, so leaving the QR tab stops its polling.
            <Tabs defaultValue="password" keepMounted={false}>
              <Tabs.List grow mb="md">
                <Tabs.Tab value="password">{t('login.byPassword')}</Tabs.Tab>
                <Tabs.Tab value="qr">{t('login.byQr')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="password">
                <PasswordLogin />
              </Tabs.Panel>
              <Tabs.Panel value="qr">
                <Suspense fallback={<Loader size="sm" aria-label={t('qr.loading')} />}>
                  <QrLogin />
                </Suspense>
              </Tabs.Panel>
            </Tabs>
          )}
          <Group justify="space-between">
            <Anchor component={Link} to={localize('resetPass')} size="sm">
              {t('login.forgot')}
            </Anchor>
            {!publicInfo?.registerHide && (
              <Text size="sm">
                {t('login.noAccount')}{' '}
                <Anchor component={Link} to={localize('register')}>
                  {t('login.register')}
                </Anchor>
              </Text>
            )}
          </Group>
        </Stack>
      </Card>
    </Group>
  );
}
