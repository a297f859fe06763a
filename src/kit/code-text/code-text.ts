import { ApiError, isApiError } from '@/api/api-error';
import { describeApiError } from '@/api/describe-error';
import { i18n } from '@/i18n';

/** A feature's spec §8 codes, each to the full translation key ('namespace:key') of its text. */
export type CodeTable = Readonly<Record<string, string>>;

/** Values a text fills in (the limits a withdrawal code names, say). */
export type TextValues = Record<string, unknown>;

export interface CodeText {
  /** Whether the table names the code with a text the current language has. */
  has: (code: string) => boolean;
  /** The failure with the table's text for its code; any other failure unchanged. */
  translate: (error: unknown, values?: TextValues) => unknown;
  /** Runs a call and rethrows its failure translated (SchemaForm and the confirm buttons show it). */
  guard: <T>(call: Promise<T>, values?: TextValues) => Promise<T>;
  /** A failure of ours (found before or without a call) with the table's text for `code`. */
  failure: (code: string, values?: TextValues) => ApiError;
  /** The words to show for a failure (a confirm button's describeError): the table's text, else the
   * server's message, else the generic translated one. */
  describe: (error: unknown, values?: TextValues) => string;
}

/** The failure under a text of ours; its code, status and body stay the server's. */
export const withText = (error: ApiError, text: string): ApiError =>
  new ApiError(error.code, text, error.httpStatus, error.body);

/**
 * The one way a screen shows a failure's code in the reader's language (spec §8): a feature gives its
 * table of codes to translation keys and keeps nothing else. A code the table does not name, or whose key
 * the language lacks, keeps the server's message, which describeApiError shows, falling back on the
 * generic translated text when there is none: never a raw key.
 */
export function codeText(table: CodeTable): CodeText {
  const keyOf = (code: string) => {
    const key = Object.hasOwn(table, code) ? table[code] : undefined;
    return key && i18n.exists(key) ? key : undefined;
  };
  const translate = (error: unknown, values: TextValues = {}) => {
    const key = isApiError(error) ? keyOf(error.code) : undefined;
    return key && isApiError(error) ? withText(error, i18n.t(key, values)) : error;
  };
  return {
    has: (code) => keyOf(code) !== undefined,
    translate,
    guard: async (call, values) => {
      try {
        return await call;
      } catch (error) {
        throw translate(error, values);
      }
    },
    failure: (code, values) => translate(new ApiError(code, '', 200), values) as ApiError,
    describe: (error, values) => describeApiError(translate(error, values), (key) => i18n.t(key)),
  };
}
