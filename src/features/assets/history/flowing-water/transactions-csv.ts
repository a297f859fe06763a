// The history's CSV export: papaparse is imported when the user exports, so the screen does not carry it.
import type { Transaction } from '@generated/models';
import { formatDateTime } from '@/lib/date-time';
import type { SceneLabel } from './use-scene-label';

export interface CsvHeaders {
  time: string;
  type: string;
  coin: string;
  amount: string;
}

// A byte-order mark, so spreadsheet programs read the UTF-8 (Chinese headers and types) correctly.
export const BOM = '\uFEFF';

/**
 * The rows as CSV: a header line in the screen's language, then time, type (`sceneLabel`), coin and the amount
 * as the server wrote it (a plain decimal with its sign, so a spreadsheet reads it as a number; the
 * thousands commas of the screen would split it).
 */
export async function transactionsCsv(
  rows: readonly Transaction[],
  headers: CsvHeaders,
  sceneLabel: SceneLabel,
): Promise<string> {
  const { unparse } = await import('papaparse');
  const body = unparse({
    fields: [headers.time, headers.type, headers.coin, headers.amount],
    data: rows.map((row) => [
      formatDateTime(row.ctime),
      sceneLabel(row.transactionScene, row.sceneLabel),
      row.coinSymbol,
      row.amount,
    ]),
  });
  return `${BOM}${body}\r\n`;
}
