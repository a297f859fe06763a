import { Anchor, Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentLanguage, useLocalizedPath } from '@/i18n';
import { usePublicInfo } from '@/api/session/startup-data';

/** The site logo from public info's seoMap for the current language, with a bundled fallback. */
export function HeaderLogo() {
  const { t } = useTranslation('app');
  const localize = useLocalizedPath();
  const language = useCurrentLanguage();
  const logo = usePublicInfo()?.seoMap?.[language]?.logo;
  return (
    <Anchor component={Link} to={localize('')} underline="never" aria-label={t('siteName')}>
      <Group gap={8} wrap="nowrap">
        <Image src={logo || '/logo.svg'} fallbackSrc="/logo.svg" alt="" h={28} w="auto" />
        <Text fw={700} c="dark" visibleFrom="xs">
          {t('siteName')}
        </Text>
      </Group>
    </Anchor>
  );
}
