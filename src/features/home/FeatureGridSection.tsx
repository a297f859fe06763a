import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeatureCard } from './FeatureCard';
import { HomeSection } from './HomeSection';
import { LineIcon, type IconName } from './icons';
import { cardGrid } from './presets';

export interface Feature {
  /** Key under the section in home.json, holding `title` and `text`. */
  key: string;
  icon: IconName;
}

interface FeatureGridSectionProps {
  /** Key of the section in home.json, holding `title`, `intro` and one entry per feature. */
  section: string;
  features: readonly Feature[];
}

/** A titled section whose features are cards in a grid (one column on phones). */
export function FeatureGridSection({ section, features }: FeatureGridSectionProps) {
  const { t } = useTranslation('home');
  return (
    <HomeSection title={t(`${section}.title`)} intro={t(`${section}.intro`)}>
      <SimpleGrid {...cardGrid}>
        {features.map(({ key, icon }) => (
          <FeatureCard
            key={key}
            icon={<LineIcon name={icon} />}
            title={t(`${section}.${key}.title`)}
            texts={[t(`${section}.${key}.text`)]}
          />
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
