import {
  getListBankCardsQueryKey,
  useAddBankCard,
  useDeleteBankCard,
  useListBankCards,
  useUpdateBankCard,
} from '@generated/hooks/assets/assets';
import type { BankCard } from '@generated/models';
import { firstPage, rowsOf } from '@/kit/lists/first-page';
import { useRecordModes } from '@/kit/records/use-record-modes';
import type { BankCardFormData } from '@schemas/assets/bank-card';
import { sentCard } from '@schemas/assets/bank-card';
import { boundFiats, MAX_BANK_CARDS } from './bank-card-rules';

// At most 4 cards (spec §9): the first page holds them all.
const LIST_REQUEST = firstPage();

/** The bank cards screen's data: the cards, what the limits leave (spec §5, §9), its mode and its calls. */
export function useBankCards() {
  const modes = useRecordModes<BankCard>(getListBankCardsQueryKey);
  const query = useListBankCards(LIST_REQUEST);
  const add = useAddBankCard();
  const update = useUpdateBankCard();
  const remove = useDeleteBankCard();
  const cards = rowsOf(query.data, LIST_REQUEST);
  return {
    ...modes,
    query,
    cards,
    /** The fiats bound to a card: each fiat binds one card. */
    taken: boundFiats(cards),
    full: cards.length >= MAX_BANK_CARDS,
    addCard: async (data: BankCardFormData) => {
      await add.mutateAsync({ data: sentCard(data) });
      await modes.saved();
    },
    updateCard: async (card: BankCard, data: BankCardFormData) => {
      await update.mutateAsync({ data: { ...sentCard(data), id: card.id } });
      await modes.saved();
    },
    deleteCard: async (id: number) => {
      await remove.mutateAsync({ data: { id } });
      await modes.refresh();
    },
  };
}
