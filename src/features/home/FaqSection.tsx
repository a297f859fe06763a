import { Accordion, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_LOCK_HOURS } from './constants';
import { HomeSection } from './HomeSection';
import { faqAccordion, faqAnswer } from './presets';

// Spec §1 FAQ topics; each question's answer is one or more paragraphs under faq.<id> in home.json.
const QUESTIONS = [
  { id: 'tokenization', paragraphs: ['answer'] },
  { id: 'qualify', paragraphs: ['register', 'kyc', 'categories'] },
  { id: 'security', paragraphs: ['encryption', 'twoFactor', 'withdrawalLock'] },
  { id: 'countries', paragraphs: ['availability', 'registration'] },
] as const;

const VALUES = { hours: WITHDRAWAL_LOCK_HOURS };

export function FaqSection() {
  const { t } = useTranslation('home');
  return (
    <HomeSection title={t('faq.title')}>
      <Accordion {...faqAccordion}>
        {QUESTIONS.map(({ id, paragraphs }) => (
          <Accordion.Item key={id} value={id}>
            <Accordion.Control>{t(`faq.${id}.question`)}</Accordion.Control>
            <Accordion.Panel>
              <Stack {...faqAnswer}>
                {paragraphs.map((p) => (
                  <Text key={p}>{t(`faq.${id}.${p}`, VALUES)}</Text>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </HomeSection>
  );
}
