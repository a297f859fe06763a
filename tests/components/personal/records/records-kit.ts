// Shared steps of the personal-centre records tests: open a screen as a user of a named getUserInfo
// example, its calls answered by named contract examples; answers can change mid-test (retry).
import type { MockAnswer } from '../../../test-utils/mock-api';
import { openScreenAs } from '../../../test-utils/screen-kit';

export {
  calledPaths,
  exampleAnswer as example,
  lastBodySentTo,
  SERVER_BUSY,
} from '../../../test-utils/screen-kit';
export { LONG, pasteCode, SUCCESS } from '../security/security-kit';

/** Opens `/<lang>/personal/<page>`; `answers` stays live, so a test may change an answer before a retry. */
export function openRecords(
  page: string,
  answers: Record<string, MockAnswer>,
  { user = 'kycApproved', lang = 'en_US' }: { user?: string; lang?: string } = {},
) {
  return openScreenAs(user, `personal/${page}`, answers, { lang });
}

/** The row at `index`, failing the test when there is none. */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${index} of ${items.length}`);
  return item;
}
