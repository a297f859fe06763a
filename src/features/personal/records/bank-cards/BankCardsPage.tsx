import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MissingRequirements } from '../../shared/MissingRequirements';
import { PersonalPage } from '@/ui/PersonalPage';
import { QueryState } from '@/kit/query-state/QueryState';
import { BankCardForm } from './BankCardForm';
import { BankCardList } from './BankCardList';
import { editValues, MAX_BANK_CARDS } from './bank-card-rules';
import { useBankCards } from './use-bank-cards';

/** /personal/bindBankCard: up to 4 cards, one per fiat currency (spec §5, §9); binding needs KYC (§6). */
export function BankCardsPage() {
  return (
    <PersonalPage page="bindBankCard">
      <MissingRequirements needs={['kyc']}>
        <BankCards />
      </MissingRequirements>
    </PersonalPage>
  );
}

function BankCards() {
  const { t } = useTranslation('records');
  const { mode, showList, showAdd, showEdit, query, cards, taken, full, addCard, updateCard, deleteCard } =
    useBankCards();

  if (mode.kind === 'add')
    return (
      <BankCardForm
        title={t('bankCards.addTitle')}
        submitLabel={t('bankCards.add')}
        takenFiats={taken}
        adding
        onCancel={showList}
        submit={addCard}
      />
    );
  if (mode.kind === 'edit')
    return (
      <BankCardForm
        title={t('bankCards.editTitle')}
        submitLabel={t('bankCards.save')}
        takenFiats={taken.filter((fiat) => fiat !== mode.record.symbol.toLowerCase())}
        initial={editValues(mode.record)}
        fiatFixed
        onCancel={showList}
        submit={(data) => updateCard(mode.record, data)}
      />
    );
  return (
    <Stack gap="md">
      {query.isSuccess && (
        <Stack gap={4} align="flex-start">
          <Button disabled={full} onClick={showAdd}>
            {t('bankCards.add')}
          </Button>
          {full ? (
            <Alert color="orange" data-testid="bank-card-limit">
              {t('bankCards.limitReached', { max: MAX_BANK_CARDS })}
            </Alert>
          ) : (
            <Text size="xs" c="dimmed">
              {t('bankCards.limitHint', { count: cards.length, max: MAX_BANK_CARDS })}
              {taken.length > 0 && ` ${t('bankCards.takenHint', { fiats: taken.join(', ').toUpperCase() })}`}
            </Text>
          )}
        </Stack>
      )}
      <QueryState query={query} count={cards.length}>
        <BankCardList cards={cards} onEdit={showEdit} onDelete={deleteCard} />
      </QueryState>
    </Stack>
  );
}
