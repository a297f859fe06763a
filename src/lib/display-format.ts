// How numbers and addresses are shown (spec §5 "Display: values over 14 characters shortened and marked
// '+'; zero shows as 0 with padded decimals; empty shows '--'; thousands separated by commas. Addresses
// show first 6 and last 4 characters"; spec §9 "Max displayed number length 14"). Decimal strings are
// read with big.js, never as floats; decimals beyond `decimals` are cut, never rounded up.
import Big from 'big.js';

export const MAX_DISPLAY_LENGTH = 14;
export const EMPTY_DISPLAY = '--';

export interface AmountFormat {
  /** Decimal places shown (cut, and padded with zeros); omitted: as many as the value (string) has. */
  decimals?: number;
}

function toBig(value: string | number): Big | null {
  try {
    return new Big(typeof value === 'string' ? value.trim() : value);
  } catch {
    return null;
  }
}

const withCommas = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A number shown to the user: '12345.678' → '12,345.678', {decimals: 2} → '12,345.67', '' → '--'. */
export function formatAmount(value: string | number | null | undefined, format: AmountFormat = {}): string {
  if (value === null || value === undefined || value === '') return EMPTY_DISPLAY;
  const big = toBig(value);
  if (!big) return EMPTY_DISPLAY;
  const ownDecimals =
    typeof value === 'string' ? (/\.(\d+)$/.exec(value.trim())?.[1]?.length ?? 0) : undefined;
  const decimals = format.decimals ?? ownDecimals;
  const fixed = decimals === undefined ? big.toFixed() : big.toFixed(decimals, Big.roundDown);
  const negative = fixed.startsWith('-') && !/^-0(\.0*)?$/.test(fixed);
  const [integer = '0', fraction] = fixed.replace(/^-/, '').split('.');
  const text = `${negative ? '-' : ''}${withCommas(integer)}${fraction === undefined ? '' : `.${fraction}`}`;
  if (text.length <= MAX_DISPLAY_LENGTH) return text;
  return `${text.slice(0, MAX_DISPLAY_LENGTH).replace(/[.,]$/, '')}+`;
}

/** An address shown short: first 6 and last 4 characters ('0x8f3C…A063'); short ones whole; empty '--'. */
export function formatAddress(address: string | null | undefined): string {
  const text = address?.trim() ?? '';
  if (text === '') return EMPTY_DISPLAY;
  return text.length <= 10 ? text : `${text.slice(0, 6)}…${text.slice(-4)}`;
}
