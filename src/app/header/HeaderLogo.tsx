import { Anchor, Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentLanguage, useLocalizedPath } from '@/i18n';
import { usePublicInfo } from '@/api/session/startup-data';
import { BUNDLED_LOGO, BundledLogo } from './BundledLogo';

/** The site logo from public info's seoMap for the current language; the app's own, drawn inline, until it
 * names another. */
export function HeaderLogo() {
  const { t } = useTranslation('app');
  const localize = useLocalizedPath();
  const language = useCurrentLanguage();
  const logo = usePublicInfo()?.seoMap?.[language]?.logo;
  const named = logo && logo !== BUNDLED_LOGO ? logo : null;
  return (
    <Anchor component={Link} to={localize('')} underline="never" aria-label={t('siteName')}>
      <Group gap={8} wrap="nowrap">
        {named ? (
          <Image src={named} fallbackSrc={BUNDLED_LOGO} alt="" h={28} w="auto" />
        ) : (
          <BundledLogo size={28} />
        )}
        <Text fw={700} c="dark" visibleFrom="xs">
          {t('siteName')}
        </Text>
      </Group>
    </Anchor>
  );
}
