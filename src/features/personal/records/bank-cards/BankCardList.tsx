import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '@generated/models';
import { ConfirmButton } from '../shared/ConfirmButton';

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
            <Group gap="xs">
              <Button variant="subtle" size="xs" onClick={() => onEdit(card)}>
                {t('common:edit')}
              </Button>
              <ConfirmButton
                label={t('common:delete')}
                question={t('records:bankCards.deleteQuestion', { fiat: card.symbol.toUpperCase() })}
                onConfirm={() => onDelete(card.id)}
              />
            </Group>
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
