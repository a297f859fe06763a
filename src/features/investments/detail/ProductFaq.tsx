import { Accordion } from '@mantine/core';
import { NoData } from '@/ui/NoData';
import type { InvestmentFaq } from '@generated/models';
import { formatText } from '@/lib/display-format';

/** The product's questions and answers (spec §3 "FAQ"). */
export function ProductFaq({ faq }: { faq: InvestmentFaq[] }) {
  // An entry without its question cannot be opened: it is left out; a missing answer shows '--'.
  const asked = faq.filter((item): item is InvestmentFaq & { question: string } => !!item.question?.trim());
  if (asked.length === 0) return <NoData py="lg" />;
  return (
    <Accordion variant="separated">
      {asked.map((item, index) => (
        <Accordion.Item key={index} value={String(index)}>
          <Accordion.Control>{item.question}</Accordion.Control>
          <Accordion.Panel>{formatText(item.answer)}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
