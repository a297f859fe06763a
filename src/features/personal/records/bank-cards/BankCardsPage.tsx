import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useAddBankCard,
  useDeleteBankCard,
  useListBankCards,
  useUpdateBankCard,
  getListBankCardsQueryKey,
} from '@generated/hooks/assets/assets';
import type { BankCard } from '@generated/models';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { toPage } from '@/api/pagination';
import { READABLE_ALERT } from '@/ui/alert-styles';
import { MissingRequirements } from '../../shared/MissingRequirements';
import { PersonalPage } from '@/ui/PersonalPage';
import { ListState } from '../shared/ListState';
import { useRecordModes } from '@/kit/records/use-record-modes';
import { BankCardForm } from './BankCardForm';
import { BankCardList } from './BankCardList';
import { boundFiats, editValues, MAX_BANK_CARDS } from './bank-card-rules';

const LIST_REQUEST = { page: 1, pageSize: 20 };

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
  const { mode, showList, showAdd, showEdit, refresh, saved } =
    useRecordModes<BankCard>(getListBankCardsQueryKey);
  const query = useListBankCards(LIST_REQUEST, { query: { meta: SHOWS_OWN_ERRORS } });
  const add = useAddBankCard({ mutation: { meta: SHOWS_OWN_ERRORS } });
  const update = useUpdateBankCard({ mutation: { meta: SHOWS_OWN_ERRORS } });
  const remove = useDeleteBankCard({ mutation: { meta: SHOWS_OWN_ERRORS } });
  const cards = query.data?.data ? toPage(query.data.data, LIST_REQUEST).items : [];
  const taken = boundFiats(cards);
  const full = cards.length >= MAX_BANK_CARDS;

  if (mode.kind === 'add')
    return (
      <BankCardForm
        title={t('bankCards.addTitle')}
        submitLabel={t('bankCards.add')}
        takenFiats={taken}
        onCancel={showList}
        submit={async (data) => {
          await add.mutateAsync({ data });
          await saved();
        }}
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
        submit={async (data) => {
          await update.mutateAsync({ data: { ...data, id: mode.record.id } });
          await saved();
        }}
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
            <Alert color="orange" styles={READABLE_ALERT} data-testid="bank-card-limit">
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
      <ListState query={query} count={cards.length}>
        <BankCardList
          cards={cards}
          onEdit={showEdit}
          onDelete={async (id) => {
            await remove.mutateAsync({ data: { id } });
            await refresh();
          }}
        />
      </ListState>
    </Stack>
  );
}
