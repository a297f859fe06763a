import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/api/session/session-context';
import { useLocalizedPath } from '@/i18n';
import { CTA_PATHS } from './constants';
import { primaryCta } from './presets';

/**
 * The account call to action of home: a visitor is asked to open an account (`visitorLabel`, to /register);
 * a logged-in user gets their next place instead (spec §1, §6): their assets once KYC is approved, else the
 * KYC entry. Until user info has answered it is the visitor's, as in the prerendered page.
 */
export function AccountCta({ visitorLabel }: { visitorLabel: string }) {
  const { t } = useTranslation('home');
  const localize = useLocalizedPath();
  const { isLogin, kycApproved } = useSession();
  const [path, label] = !isLogin
    ? [CTA_PATHS.register, visitorLabel]
    : kycApproved
      ? [CTA_PATHS.assets, t('accountCta.myAssets')]
      : [CTA_PATHS.verify, t('accountCta.verifyIdentity')];
  return (
    <Button component={Link} to={localize(path)} {...primaryCta}>
      {label}
    </Button>
  );
}
