import { Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountCta } from './AccountCta';
import { CORPORATE_REVIEW_WORKING_DAYS, INDIVIDUAL_REVIEW_WORKING_DAYS } from './constants';
import { FeatureCard } from './FeatureCard';
import { HomeSection } from './HomeSection';
import { stepGrid } from './presets';

// Spec §1 and §9: individual review 3–7 working days; corporate on the PC site only, 15 working days.
const STEPS = [
  { key: 'account', paragraphs: ['text'] },
  { key: 'verify', paragraphs: ['individual', 'corporate'] },
  { key: 'fund', paragraphs: ['text'] },
  { key: 'subscribe', paragraphs: ['text'] },
] as const;

const REVIEW_DAYS = { ...INDIVIDUAL_REVIEW_WORKING_DAYS, days: CORPORATE_REVIEW_WORKING_DAYS };

export function BecomeInvestorSection() {
  const { t } = useTranslation('home');
  return (
    <HomeSection title={t('becomeInvestor.title')} intro={t('becomeInvestor.intro')}>
      <SimpleGrid {...stepGrid}>
        {STEPS.map(({ key, paragraphs }, index) => (
          <FeatureCard
            key={key}
            icon={index + 1}
            title={t(`becomeInvestor.${key}.title`)}
            texts={paragraphs.map((p) => t(`becomeInvestor.${key}.${p}`, REVIEW_DAYS))}
          />
        ))}
      </SimpleGrid>
      <Group>
        <AccountCta visitorLabel={t('becomeInvestor.cta')} />
      </Group>
    </HomeSection>
  );
}
