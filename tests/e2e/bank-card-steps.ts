import type { Page } from 'playwright-core';

/**
 * On /personal/bindBankCard: opens the add form and fills a card for `fiat` at the bank picked from the
 * list (the mock's getAllBanks), Emily Carter's account 12345678.
 */
export async function fillNewBankCard(page: Page, fiat: string): Promise<void> {
  await page.getByRole('button', { name: 'Add bank card' }).click();
  await page
    .getByLabel(/^Choose your bank/)
    .first()
    .click();
  await page.getByRole('option', { name: 'HDFC Bank (IN)' }).click();
  await page.locator('#bankCard_symbol').fill(fiat);
  await page.locator('#bankCard_accountName').fill('Emily Carter');
  await page.locator('#bankCard_accountNumber').fill('12345678');
}
