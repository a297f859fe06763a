import type { CustomValidator } from '@rjsf/utils';
import type { BankCard } from '@generated/models';
import type { BankCardFormData } from '@schemas/assets/bank-card';

// Spec §5, §9: each fiat currency binds one bank card, up to 4 cards.
export const MAX_BANK_CARDS = 4;

/** The fiats that already have a card. */
export const boundFiats = (cards: readonly Pick<BankCard, 'symbol'>[]): string[] =>
  cards.map((card) => card.symbol.toLowerCase());

/** customValidate of a new card: its fiat must not have a card yet (the message names the fiat). */
export function fiatNotBound(bound: readonly string[]): CustomValidator<BankCardFormData> {
  return (data, errors) => {
    const symbol = data?.symbol?.trim().toLowerCase();
    if (symbol && bound.includes(symbol)) errors.symbol?.addError('records:bankCards.fiatTaken');
    return errors;
  };
}

/** A bound card as the edit form starts: the masked account number and empty fields are left blank. */
export function editValues(card: BankCard): Partial<BankCardFormData> {
  const { symbol, bankCountry, bankName, bankCode, branch, bankAddress, accountName, ifsc, remark } = card;
  const values = { symbol, bankCountry, bankName, bankCode, branch, bankAddress, accountName, ifsc, remark };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== ''),
  ) as Partial<BankCardFormData>;
}
