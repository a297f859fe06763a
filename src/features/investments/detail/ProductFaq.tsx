import { Accordion, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvestmentFaq } from '@generated/models';

/** The product's questions and answers (spec §3 "FAQ"). */
export function ProductFaq({ faq }: { faq: InvestmentFaq[] }) {
  const { t } = useTranslation('common');
  if (faq.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg" data-testid="no-data">
        {t('noData')}
      </Text>
    );
  return (
    <Accordion variant="separated">
      {faq.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel>{item.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
