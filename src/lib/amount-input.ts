// The amount input helper of spec §5: what an amount field keeps of what was typed or pasted. Amounts
// stay strings (design.md: never JS floats).

/** Spec §9: "input helper 13" — the longest value the helper lets through. */
export const AMOUNT_INPUT_MAX_LENGTH = 13;

const NOT_DIGIT_OR_POINT = /[^0-9.]/g;
const LEADING_ZEROS = /^0+(?=[0-9])/;

/** A usable precision: a non-negative integer (anything else counts as 0 decimals). */
const normalizePrecision = (precision: number): number =>
  Number.isFinite(precision) && precision > 0 ? Math.floor(precision) : 0;

/**
 * Sanitizes a typed or pasted amount (spec §5):
 * - keeps ASCII digits and one decimal point (the first; later points are dropped, so '1.2.3' → '1.23');
 * - a leading '.' becomes '0.' ('.5' → '0.5');
 * - leading zeros of the integer part collapse to one digit ('00.1' → '0.1', '007' → '7'): an amount is
 *   never written with them, and otherwise typing '0' then '5' would leave '05' in the field;
 * - decimals are truncated (never rounded) to `precision`; at precision 0 there is no point at all;
 * - the result is cut at 13 characters (spec §9).
 * A trailing point ('12.') is kept so the user can go on typing decimals.
 */
export function sanitizeAmount(raw: string, precision: number): string {
  const places = normalizePrecision(precision);
  let value = raw.replace(NOT_DIGIT_OR_POINT, '');
  const firstPoint = value.indexOf('.');
  if (firstPoint !== -1) {
    value = value.slice(0, firstPoint + 1) + value.slice(firstPoint + 1).replaceAll('.', '');
  }
  if (value.startsWith('.')) value = `0${value}`;
  value = value.replace(LEADING_ZEROS, '');
  const point = value.indexOf('.');
  if (point !== -1) value = places === 0 ? value.slice(0, point) : value.slice(0, point + 1 + places);
  return value.slice(0, AMOUNT_INPUT_MAX_LENGTH);
}
