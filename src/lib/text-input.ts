// Text input options (spec §5 "Text inputs may cap length, strip spaces, or fix decimals; a textarea
// truncates at its max"). Lengths count characters (code points), as ajv's maxLength does.

export interface TextInputOptions {
  /** Keep at most this many characters. */
  maxLength?: number;
  /** Remove every whitespace character (spaces, tabs, line breaks, full-width spaces). */
  stripSpaces?: boolean;
  /** Keep a decimal number with at most this many decimals (0: an integer, no point). */
  decimals?: number;
}

const isValidCount = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

export const charCount = (value: string): number => [...value].length;

/** The first `max` characters of `value` (a textarea "truncates at its max"). */
export function capLength(value: string, max: number): string {
  const chars = [...value];
  return chars.length <= max ? value : chars.slice(0, Math.max(0, max)).join('');
}

export const stripSpaces = (value: string): string => value.replace(/\s+/g, '');

/**
 * Keeps digits and the first decimal point, and truncates the digits after it to `decimals`; at 0
 * decimals the point goes too (and what followed it). A leading point becomes "0." (as the amount helper
 * does, spec §5). Later points are dropped.
 */
export function fixDecimals(value: string, decimals: number): string {
  let integer = '';
  let fraction = '';
  let hasPoint = false;
  for (const char of value) {
    if (char >= '0' && char <= '9') {
      if (!hasPoint) integer += char;
      else if (fraction.length < decimals) fraction += char;
    } else if (char === '.') {
      hasPoint = true;
    }
  }
  if (!hasPoint) return integer;
  if (decimals === 0) return integer || '0';
  return `${integer || '0'}.${fraction}`;
}

/** Applies the options in a fixed order: strip spaces, fix decimals, then cap the length. */
export function applyTextOptions(value: string, options: TextInputOptions): string {
  let result = value;
  if (options.stripSpaces) result = stripSpaces(result);
  if (isValidCount(options.decimals)) result = fixDecimals(result, options.decimals);
  if (isValidCount(options.maxLength)) result = capLength(result, options.maxLength);
  return result;
}

/** Reads the options from rjsf ui:options (anything else is ignored). */
export function readTextOptions(options: Record<string, unknown>): TextInputOptions {
  const { maxLength, stripSpaces: strip, decimals } = options;
  return {
    maxLength: isValidCount(maxLength as number) ? (maxLength as number) : undefined,
    stripSpaces: strip === true,
    decimals: isValidCount(decimals as number) ? (decimals as number) : undefined,
  };
}
