import type { CustomValidator } from '@rjsf/utils';
import type { BankCard } from '@generated/models';
import type { BankCardFormData } from '@schemas/assets/bank-card';
import { encodeErrorMessage } from '@/forms/error-messages';
import { fiatCodeOf, fiatProblem } from '@schemas/records/record-rules';

// Spec §5, §9: each fiat currency binds one bank card, up to 4 cards.
export const MAX_BANK_CARDS = 4;

/** The fiats that already have a card. */
export const boundFiats = (cards: readonly Pick<BankCard, 'symbol'>[]): string[] =>
  cards.map((card) => card.symbol.toLowerCase());

/**
 * customValidate of a card's fiat (spec §3, §5): a code of the contract's fiat list (getFiatCoinList), typed
 * in either case, that has no card yet. Until the list has loaded only the binding rule applies.
 */
export function fiatRule(
  listed: readonly { code: string; value: string }[],
  bound: readonly string[],
): CustomValidator<BankCardFormData> {
  return (data, errors) => {
    const typed = data?.symbol?.trim();
    if (!typed) return errors;
    const codes = listed.length > 0 ? listed.map((fiat) => fiat.code.toLowerCase()) : [fiatCodeOf(typed)];
    const problem = fiatProblem(typed, codes, bound);
    if (problem === 'taken') errors.symbol?.addError('records:bankCards.fiatTaken');
    if (problem === 'notListed') {
      const list = listed.map((fiat) => fiat.value.toUpperCase()).join(', ');
      const params = { fiat: typed.toUpperCase(), list };
      errors.symbol?.addError(encodeErrorMessage({ key: 'records:rules.fiatNotListed', params }));
    }
    return errors;
  };
}

/** A bound card as the edit form starts: the masked account number and empty fields are left blank. */
export function editValues(card: BankCard): Partial<BankCardFormData> {
  const { symbol, bankCountry, bankName, bankCode, branch, bankAddress, accountName, ifsc, remark } = card;
  // Fiat codes show upper case (spec §3 displayLabel), as the card list shows them.
  const values = {
    symbol: symbol.toUpperCase(),
    bankCountry,
    bankName,
    bankCode,
    branch,
    bankAddress,
    accountName,
    ifsc,
    remark,
  };
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== ''),
  ) as Partial<BankCardFormData>;
}
