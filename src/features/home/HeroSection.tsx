import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n';
import { AccountCta } from './AccountCta';
import { CTA_PATHS } from './constants';
import { heroContainer, heroStack, heroSubtitle, secondaryCta } from './presets';

export function HeroSection() {
  const { t } = useTranslation('home');
  const localizedPath = useLocalizedPath();
  const investmentsHref = localizedPath(CTA_PATHS.investments);
  return (
    <Container {...heroContainer}>
      <Stack {...heroStack}>
        <Title order={1}>{t('hero.title')}</Title>
        <Text {...heroSubtitle}>{t('hero.subtitle')}</Text>
        <Group>
          <AccountCta visitorLabel={t('hero.openAccount')} />
          <Button component={Link} to={investmentsHref} {...secondaryCta}>
            {t('hero.exploreInvestments')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
