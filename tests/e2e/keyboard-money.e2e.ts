// Money flows by keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7; spec §4, §5): each control reached with Tab or
// Shift+Tab, choices made with arrows, Enter and Space, in both languages; each flow asserts what the mock
// received, that focus moved into each step the flow opened, and that every control focus passed through
// showed it.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, sharedBrowser } from './browser';
import { type Keyboard, keyboardOf } from './keyboard';
import { LANGUAGES } from './locale-words';
import { recordBodies } from './qa-session';
import { actAs } from './walk/roles';

const browser = sharedBrowser();

/** The SMS, email and Google codes of a form that asks for all three (the kycApproved user's), by keyboard. */
async function typeCodes(keys: Keyboard, page: Page, formId: string): Promise<void> {
  await keys.tabTo(page.locator(`#${formId}_smsValidCode`));
  await keys.type('135790');
  await keys.tabTo(page.locator(`#${formId}_emailValidCode`));
  await keys.type('246801');
  await keys.tabTo(page.getByTestId(`${formId}_googleCode`).getByRole('textbox').first());
  await keys.type('507261');
}

/** Focus is inside `step` once it shows (a new step takes focus, it is not left on a control that went away). */
const focusIsIn = (step: Locator) => step.evaluate((element) => element.contains(document.activeElement));

describe.each(LANGUAGES)('money flows by keyboard alone (%s)', (lang) => {
  it('internal transfer: account, amount, codes, Continue, then Confirm on the review', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    const transfers = recordBodies(page, '/finance/internal_transfer');
    await actAs(context, 'kycApproved');
    await page.goto(`/${lang}/assets/withdraw?tab=transfer`, { waitUntil: 'domcontentloaded' });
    const keys = keyboardOf(page);

    await keys.tabTo(page.getByTestId('internalTransfer_account'));
    await keys.type('10031502');
    await keys.tabTo(page.getByTestId('internalTransfer_amount'));
    await keys.type('500');
    await typeCodes(keys, page, 'internalTransfer');
    await keys.tabTo(page.getByTestId('internalTransfer-submit'));
    await keys.press('Enter');

    const review = page.getByTestId('transfer-confirm');
    await review.waitFor();
    await expect.poll(() => focusIsIn(review)).toBe(true);
    await keys.tabTo(page.getByTestId('transfer-confirm-send'));
    await keys.press('Enter');
    await expect.poll(() => transfers.length).toBe(1);
    expect(transfers[0]).toMatchObject({ amount: '500' });
    expect(keys.invisibleFocus()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
