import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillNewBankCard } from './bank-card-steps';
import { connectBrowser, newPage, screenshot } from './browser';
import { chooseExamples, recordCalls } from './qa-session';
import { ROLES } from './walk/roles';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The walker's kycApproved user, with the mock answering the given operations with named examples. */
async function actAsKycApproved(
  context: BrowserContext,
  examples: Record<string, string> = {},
): Promise<void> {
  expect(ROLES.kycApproved.token).toBe(true);
  await chooseExamples(context, { getUserInfo: 'kycApproved', ...examples }, { signedIn: true });
}

async function fillApiKeyForm(page: Page, ips: string): Promise<void> {
  await page.getByRole('button', { name: 'Create API key' }).click();
  await page.getByLabel(/^Note/).fill('Trading bot');
  await page.getByLabel(/^Bound IP addresses/).fill(ips);
  await page.getByLabel(/^SMS verification code/).fill('135790');
  await page.getByLabel(/^Email verification code/).fill('111222');
  await page.getByTestId('api-key_googleCode').getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type('246810');
}

describe('bank cards, at most 4, one per fiat (spec §5, §9)', () => {
  it('a fifth bank card refused: with 4 cards the add action is disabled and says why', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await actAsKycApproved(context, { listBankCards: 'full' });
    await page.goto('/en_US/personal/bindBankCard');
    await page.getByTestId('bank-card-limit').waitFor();
    expect(await page.getByTestId('bank-card-limit').innerText()).toContain(
      'You have bound 4 bank cards, the most allowed.',
    );
    expect(await page.getByRole('button', { name: 'Add bank card' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('bank-card-row').count()).toBe(4);
    await screenshot(page, 'records-bank-cards-full');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('binds a card for a fiat without one, after refusing a fiat that has one', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    const calls = recordCalls(page);
    await actAsKycApproved(context);
    await page.goto('/en_US/personal/bindBankCard');
    await fillNewBankCard(page, 'sgd');
    await page.getByRole('button', { name: 'Add bank card' }).click();
    await page.getByText(/A card is already bound to this fiat currency/).waitFor();
    expect(calls).not.toContain('/user/bank/add');
    await page.locator('#bankCard_symbol').fill('eur');
    await page.getByRole('button', { name: 'Add bank card' }).click();
    await page.getByTestId('bank-card-row').first().waitFor();
    expect(calls).toContain('/user/bank/add');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('API keys, at most 5 IPs each, the secret shown once (spec §5, §9)', () => {
  it('an API key with six IPs refused: a translated message, the IPs kept, nothing sent', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    const calls = recordCalls(page);
    await actAsKycApproved(context);
    await page.goto('/en_US/personal/apiKeys');
    const sixIps = '1.1.1.1,2.2.2.2,3.3.3.3,4.4.4.4,5.5.5.5,6.6.6.6';
    await fillApiKeyForm(page, sixIps);
    await page.getByRole('button', { name: 'Create API key' }).click();
    await page.getByText('Enter 1 to 5 IPv4 addresses separated by commas').waitFor();
    expect(await page.getByLabel(/^Bound IP addresses/).inputValue()).toBe(sixIps);
    expect(calls).not.toContain('/openapi/create_open_api');
    await screenshot(page, 'records-api-key-six-ips');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('creates a key with five IPs and shows its secret once', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await actAsKycApproved(context);
    await page.goto('/en_US/personal/apiKeys');
    await fillApiKeyForm(page, '1.1.1.1,2.2.2.2,3.3.3.3,4.4.4.4,5.5.5.5');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const secret = page.getByTestId('secret-once');
    await secret.waitFor();
    expect(await secret.innerText()).toContain('it will not be shown again');
    await page.getByRole('button', { name: 'I have saved the secret key' }).click();
    await secret.waitFor({ state: 'detached' });
    await page.getByTestId('api-key-row').first().waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
