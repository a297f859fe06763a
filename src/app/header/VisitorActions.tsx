import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n';
import { usePublicInfo } from '@/api/session/startup-data';

/** Login and open-account buttons for visitors, honouring the site's loginHide / registerHide flags (§6). */
export function VisitorActions() {
  const { t } = useTranslation('app');
  const localize = useLocalizedPath();
  const publicInfo = usePublicInfo();
  return (
    <Group gap="xs" wrap="nowrap">
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
