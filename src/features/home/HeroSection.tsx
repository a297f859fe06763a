import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n';
import { CTA_PATHS } from './constants';
import { heroContainer, heroStack, heroSubtitle, primaryCta, secondaryCta } from './presets';

export function HeroSection() {
  const { t } = useTranslation('home');
  const localizedPath = useLocalizedPath();
  const registerHref = localizedPath(CTA_PATHS.register);
  const investmentsHref = localizedPath(CTA_PATHS.investments);
  return (
    <Container {...heroContainer}>
      <Stack {...heroStack}>
        <Title order={1}>{t('hero.title')}</Title>
        <Text {...heroSubtitle}>{t('hero.subtitle')}</Text>
        <Group>
          <Button component={Link} to={registerHref} {...primaryCta}>
            {t('hero.openAccount')}
          </Button>
          <Button component={Link} to={investmentsHref} {...secondaryCta}>
            {t('hero.exploreInvestments')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
