import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListBankCards } from '@generated/hooks/assets/assets';
import type { BankCard } from '@generated/models';
import { fiatLabel } from '@/lib/display-format';
import { useLocalizedPath } from '@/i18n';
import { personalPath } from '@/lib/app-paths';
import { type TableColumn, VirtualTable } from '@/ui/VirtualTable';
import { firstPage, rowsOf } from '@/kit/lists/first-page';
import { QueryState } from '@/kit/query-state/QueryState';

// Spec §5/§9: one card per fiat, at most 4 cards; all of them fit one request.
const MAX_CARDS = 4;

/**
 * The bank cards fiat withdrawals go to (spec §3 "Bank account"): read here, added, edited and deleted
 * on the personal centre's bank-card screen, which this links to.
 */
export function FiatBankCards() {
  const { t } = useTranslation('history');
  const localize = useLocalizedPath();
  const request = firstPage(MAX_CARDS);
  const query = useListBankCards(request);
  const cards = rowsOf(query.data, request);
  const columns: TableColumn<BankCard>[] = [
    { key: 'fiat', header: t('fiat.columns.fiat'), cell: (row) => fiatLabel(row.symbol) },
    { key: 'bank', header: t('fiat.columns.bank'), cell: (row) => row.bankName },
    { key: 'holder', header: t('fiat.columns.accountName'), cell: (row) => row.accountName },
    { key: 'number', header: t('fiat.columns.accountNumber'), cell: (row) => row.accountNumber },
    { key: 'country', header: t('fiat.columns.bankCountry'), cell: (row) => row.bankCountry },
  ];
  const manage = (
    <Button component={Link} to={localize(personalPath('bindBankCard'))} variant="default">
      {t('fiat.manageCards')}
    </Button>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('fiat.cardsRule', { max: MAX_CARDS })}
        </Text>
        {manage}
      </Group>
      <QueryState query={query} failedTitle={t('history:loadFailed')} count={cards.length}>
        <VirtualTable rows={cards} columns={columns} rowKey={(row) => row.id} label={t('fiat.cardsLabel')} />
      </QueryState>
    </Stack>
  );
}
