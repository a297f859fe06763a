import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '@generated/models';
import { EditDeleteButtons } from '../shared/EditDeleteButtons';

const FIELDS = [
  'bankName',
  'bankCode',
  'bankCountry',
  'branch',
  'bankAddress',
  'accountName',
  'accountNumber',
  'ifsc',
  'remark',
] as const satisfies readonly (keyof BankCard)[];

export interface BankCardListProps {
  cards: BankCard[];
  onEdit: (card: BankCard) => void;
  onDelete: (id: number) => Promise<unknown>;
}

/** The bound cards with every field of spec §3 (empty ones as '--', spec §5 display). */
export function BankCardList({ cards, onEdit, onDelete }: BankCardListProps) {
  const { t } = useTranslation(['records', 'common']);
  return (
    <Stack gap="sm">
      {cards.map((card) => (
        <Card key={card.id} withBorder padding="md" data-testid="bank-card-row">
          <Group justify="space-between" mb="xs">
            <Text fw={700}>{card.symbol.toUpperCase()}</Text>
            <EditDeleteButtons
              onEdit={() => onEdit(card)}
              deleteQuestion={t('records:bankCards.deleteQuestion', { fiat: card.symbol.toUpperCase() })}
              onDelete={() => onDelete(card.id)}
            />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {FIELDS.map((field) => (
              <Text size="sm" key={field}>
                <Text span c="dimmed">
                  {t(`records:bankCards.fields.${field}`)}:{' '}
                </Text>
                {card[field] || '--'}
              </Text>
            ))}
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
