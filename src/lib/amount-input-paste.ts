// What an amount field does with a change (spec §5 amount input helper): a keystroke is filtered through
// the helper; a paste, a drop or an autofill (several characters at once) is taken as it is or refused,
// never rewritten — '12,5' must not become '125', nor '1e3' '13', nor '-5' '5'. A decimal comma is
// refused, in every language: '1,000' and '1,5' cannot be told apart.
import { sanitizeAmount } from './amount-input';

/** Input events that put several characters in at once, whatever their length. */
const BULK_INPUT_TYPES = new Set([
  'insertFromPaste',
  'insertFromPasteAsQuotation',
  'insertFromDrop',
  'insertReplacementText',
  'insertFromYank',
]);

export const isBulkInputType = (inputType: string | undefined): boolean =>
  inputType !== undefined && BULK_INPUT_TYPES.has(inputType);

/** The characters `next` has that `previous` has not: what one change put in (common ends left out). */
export function insertedText(previous: string, next: string): string {
  let start = 0;
  const shorter = Math.min(previous.length, next.length);
  while (start < shorter && previous[start] === next[start]) start += 1;
  let end = 0;
  while (end < shorter - start && previous[previous.length - 1 - end] === next[next.length - 1 - end]) {
    end += 1;
  }
  return next.slice(start, next.length - end);
}

export type AmountChangeVerdict =
  | { accepted: true; value: string }
  /** `text` is what was put in, to show in the message; the field keeps its previous value. */
  | { accepted: false; text: string };

/**
 * The field's verdict on a change from `previous` to `next`: one character (or a deletion) goes through
 * the helper; more at once, or a paste/drop/autofill event, is accepted only if the helper would leave the
 * whole new value as it is.
 */
export function judgeAmountChange(
  previous: string,
  next: string,
  precision: number,
  inputType?: string,
): AmountChangeVerdict {
  const inserted = insertedText(previous, next);
  const bulk = inserted.length > 1 || isBulkInputType(inputType);
  if (!bulk) return { accepted: true, value: sanitizeAmount(next, precision) };
  return sanitizeAmount(next, precision) === next
    ? { accepted: true, value: next }
    : { accepted: false, text: inserted || next };
}
