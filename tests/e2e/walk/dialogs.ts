import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Language } from './route-urls';

/**
 * The dialogs each screen opens, by the translation key of the button that opens them (spec §2 screens;
 * the route walker sees a screen as it opens, so its dialogs are listed here, as its calls are in
 * failures/on-open-calls.ts). A screen that gains a dialog adds it here.
 */
export const SCREEN_DIALOGS: readonly { path: string; opener: string }[] = [
  { path: 'assets/tokenAccount', opener: 'accounts:guide.open' },
  { path: 'trade/usdt', opener: 'trade:market.buyAction' },
  { path: 'trade/btcusdt', opener: 'trade:orders.cancel' },
  { path: 'trade/btcusdt?orders=otc-current', opener: 'trade:otcOrders.paid' },
  { path: 'trade/btcusdt?orders=otc-current', opener: 'trade:otcOrders.cancel' },
  { path: 'assets/withdraw?tab=records', opener: 'withdraw:records.cancel' },
  { path: 'assets/withdraw?tab=addresses', opener: 'withdraw:addresses.trust' },
  { path: 'assets/withdraw?tab=addresses', opener: 'common:delete' },
  { path: 'assets/mnFait?tab=withdrawals', opener: 'history:fiat.cancelWithdrawal' },
  { path: 'personal/bindBankCard', opener: 'common:delete' },
  { path: 'personal/receivingAccount', opener: 'common:delete' },
  { path: 'personal/apiKeys', opener: 'common:delete' },
  { path: 'personal/blacklist', opener: 'records:blacklist.unblock' },
];

/** The text of `ns:dotted.key` in the language's locale file. */
export function localeText(lang: Language, key: string): string {
  const [ns = '', path = ''] = key.split(':');
  const file = resolve('src/i18n/locales', lang, `${ns}.json`);
  const text = path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)?.[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  if (typeof text !== 'string') throw new Error(`dialogs: no text for ${key} in ${lang}`);
  return text;
}

/** A button's accessible name from its text, any {{value}} matching anything: "Buy {{coin}}" → /^Buy .+$/. */
export function nameMatching(text: string): RegExp {
  const pattern = text
    .split(/\{\{\s*\w+\s*\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(`^${pattern}$`);
}
