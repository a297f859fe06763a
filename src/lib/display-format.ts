// How numbers and addresses are shown (spec §5 "Display: values over 14 characters shortened and marked
// '+'; zero shows as 0 with padded decimals; empty shows '--'; thousands separated by commas. Addresses
// show first 6 and last 4 characters"; spec §9 "Max displayed number length 14"). Decimal strings are
// handled as digit strings (exact, never floats, and no decimal library in the budgeted public pages);
// decimals beyond `decimals` are cut, never rounded up.

export const MAX_DISPLAY_LENGTH = 14;
export const EMPTY_DISPLAY = '--';
/** What an amount shows while the user hides balances (spec §3 isHide). */
export const HIDDEN_AMOUNT = '****';

export interface AmountFormat {
  /** Decimal places shown (cut, and padded with zeros); omitted: as many as the value has. */
  decimals?: number;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Sign, integer and fraction digits of a decimal string or a finite number (no exponent), or null. */
function parts(value: string | number): [negative: boolean, integer: string, fraction: string] | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? numberText(value) : '') : value.trim();
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
  return [match[1] === '-', match[2] ?? '', match[3] ?? ''];
}

// A number's shortest exact decimal text, without the exponent JS uses for very large or small values.
function numberText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

const withCommas = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A number shown to the user: '12345.678' → '12,345.678', {decimals: 2} → '12,345.67', '' → '--'. */
export function formatAmount(value: string | number | null | undefined, format: AmountFormat = {}): string {
  if (value === null || value === undefined || value === '') return EMPTY_DISPLAY;
  const read = parts(value);
  if (!read) return EMPTY_DISPLAY;
  const [negative, rawInteger, rawFraction] = read;
  const integer = rawInteger.replace(/^0+(?=\d)/, '') || '0';
  const fraction =
    format.decimals === undefined
      ? rawFraction
      : rawFraction.padEnd(format.decimals, '0').slice(0, format.decimals);
  const isZero = /^0*$/.test(integer + fraction);
  const text = `${negative && !isZero ? '-' : ''}${withCommas(integer)}${fraction ? `.${fraction}` : ''}`;
  if (text.length <= MAX_DISPLAY_LENGTH) return text;
  return `${text.slice(0, MAX_DISPLAY_LENGTH).replace(/[.,]$/, '')}+`;
}

/** An address shown short: first 6 and last 4 characters ('0x8f3C…A063'); short ones whole; empty '--'. */
export function formatAddress(address: string | null | undefined): string {
  const text = address?.trim() ?? '';
  if (text === '') return EMPTY_DISPLAY;
  return text.length <= 10 ? text : `${text.slice(0, 6)}…${text.slice(-4)}`;
}

/** A fiat code as the user reads it: calls carry the fiat list's lower-case code (spec §3), screens show SGD. */
export const fiatLabel = (code: string | null | undefined) => (code ? code.toUpperCase() : EMPTY_DISPLAY);

/**
 * A fiat amount as deposit orders and withdrawals show it: to the cent, with the upper-case currency code;
 * '--' alone when the amount is absent (spec §5 "empty shows '--'"), without the code when that is absent.
 */
export const fiatMoney = (amount: string | null | undefined, symbol: string | null | undefined) => {
  const shown = formatAmount(amount, { decimals: 2 });
  return shown === EMPTY_DISPLAY || !symbol ? shown : `${shown} ${fiatLabel(symbol)}`;
};

/** A text field shown as is, or '--' when absent or blank (spec §5 "empty shows '--'"). */
export const formatText = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text === '' ? EMPTY_DISPLAY : text;
};

/**
 * An amount with its coin or currency code ('1,000 USDT'): '--' alone when the amount is absent, the
 * number alone when the code is (never "undefined").
 */
export const formatAmountWithUnit = (
  value: string | number | null | undefined,
  unit: string | null | undefined,
  format: AmountFormat = {},
): string => {
  const shown = formatAmount(value, format);
  return shown === EMPTY_DISPLAY || !unit ? shown : `${shown} ${unit}`;
};

/**
 * An amount as a review shows what will be sent: every digit as it stands, thousands separated by commas,
 * never cut nor padded nor marked '+' ('20000.5' → '20,000.5'). Anything but a decimal shows as it is.
 */
export function exactAmount(value: string): string {
  const match = /^(\d+)(\.\d*)?$/.exec(value);
  return match ? `${withCommas(match[1] ?? '')}${match[2] ?? ''}` : value;
}
