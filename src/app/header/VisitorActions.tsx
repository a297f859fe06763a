import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n';
import { usePublicInfo, usePublicInfoSettled } from '@/api/session/startup-data';

/** Login and open-account buttons for visitors, honouring the site's loginHide / registerHide flags (§6). */
export function VisitorActions() {
  const { t } = useTranslation('app');
  const localize = useLocalizedPath();
  const publicInfo = usePublicInfo();
  // Wait for the site flags rather than flash buttons that loginHide/registerHide then remove.
  if (!usePublicInfoSettled()) return null;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="visitor-actions">
      {!publicInfo?.loginHide && (
        <Button component={Link} to={localize('login')} variant="default">
          {t('header.login')}
        </Button>
      )}
      {!publicInfo?.registerHide && (
        <Button component={Link} to={localize('register')}>
          {t('header.register')}
        </Button>
      )}
    </Group>
  );
}
