// Spec §4 ("guarded against double clicks while pending", "disabled buttons ignore clicks"): every action
// that moves money or changes an account sends ONE request however the user insists. Each test holds the
// mock's answer to the action's operation (page.route) while the user double-clicks, presses Enter twice
// and clicks again, lets it through, waits for the screen's outcome and counts what the mock received.
// A few act twice in one task, where React has had no chance to re-render the control busy.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { operations } from '@generated/operations';
import { fillNewBankCard } from './bank-card-steps';
import { chooseNetwork } from './form-steps';
import { newPage, sharedBrowser } from './browser';
import { chooseExamples } from './qa-session';
import { recordMockCalls } from './walk/mock-traffic';

const browser = sharedBrowser();

/** The walker's kycApproved user (UID 10024871; phone, email and Google on), signed in. */
const signIn = (context: BrowserContext) =>
  chooseExamples(context, { getUserInfo: 'kycApproved' }, { signedIn: true });

/** Holds every answer to `operationId` until `release()`; counts the requests the page sent it. */
async function holdOperation(page: Page, operationId: string) {
  const operation = operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`the contract has no operation ${operationId}`);
  let requests = 0;
  let arrived!: () => void;
  const firstRequest = new Promise<void>((resolve) => (arrived = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === `/mock${operation.path}`,
    async (route) => {
      requests += 1;
      arrived();
      await released;
      await route.fallback();
    },
  );
  return { firstRequest, release, requests: () => requests };
}

interface Insistence {
  /** The user's first go: a double click, or Enter twice in a field. */
  act: () => Promise<void>;
  /** More tries while the first request is out (the control is busy, so they are forced). */
  again: () => Promise<void>;
  /** The screen's outcome once the answer is in. */
  done: () => Promise<void>;
}

/** Runs the user's tries with `operationId`'s answer held, then expects one request and one answer. */
async function expectSentOnce(page: Page, operationId: string, { act, again, done }: Insistence) {
  const traffic = recordMockCalls(page);
  const held = await holdOperation(page, operationId);
  try {
    await act();
    await held.firstRequest;
    await again();
  } finally {
    held.release();
  }
  await done();
  await traffic.settled();
  expect(held.requests(), `requests sent to ${operationId}`).toBe(1);
  expect(traffic.calls.filter((call) => call.operationId === operationId)).toHaveLength(1);
}

const pressEnterTwice = async (field: Locator) => {
  await field.press('Enter');
  await field.press('Enter');
};
const clickWhileBusy = (button: Locator) => button.click({ force: true });
/** Two clicks dispatched in one task, before React can re-render the button busy: only a guard that is
 * set synchronously (not state) holds them. */
const clickTwiceInOneTask = (button: Locator) =>
  button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
/** Two submits in one task, as two implicit submissions (Enter) would be if they landed together. */
const submitTwiceInOneTask = (field: Locator) =>
  field.evaluate((element: HTMLInputElement) => {
    element.form?.requestSubmit();
    element.form?.requestSubmit();
  });

/**
 * A ConfirmButton's dialog: Confirm double-clicked (or clicked twice in one task), then clicked again while
 * pending; by default the outcome is the dialog closing.
 */
async function confirmInDialog(
  page: Page,
  operationId: string,
  { inOneTask = false, done }: { inOneTask?: boolean; done?: () => Promise<void> } = {},
) {
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await confirm.waitFor();
  await expectSentOnce(page, operationId, {
    act: () => (inOneTask ? clickTwiceInOneTask(confirm) : confirm.dblclick()),
    again: () => confirm.dblclick({ force: true }),
    done: done ?? (() => dialog.waitFor({ state: 'detached' })),
  });
}

async function typeWithdrawCodes(page: Page, formId: string): Promise<void> {
  await page.getByLabel(/^SMS code/).fill('135790');
  await page.getByLabel(/^Email code/).fill('246801');
  await page.getByTestId(`${formId}_googleCode`).getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type('507261');
}

async function openSignedIn(path: string) {
  const opened = await newPage(browser());
  await signIn(opened.context);
  await opened.page.goto(path);
  return opened;
}

describe('spec §4: a money action is sent once (double click, Enter twice, clicks while pending)', () => {
  it('withdraw (spec §5 withdrawal): one submitWithdrawal', async () => {
    const { page, context, pageErrors } = await openSignedIn('/en_US/assets/withdraw');
    await chooseNetwork(page, 'withdrawal', 'TRC20');
    await page.getByTestId('withdrawal_address').fill('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await typeWithdrawCodes(page, 'withdrawal');
    await page.getByTestId('withdrawal_amount').fill('250');
    await page.getByTestId('withdrawal-submit').click();
    // Sent from the review step (what will be sent, before it is sent).
    const send = page.getByTestId('withdraw-review-send');
    await send.waitFor();
    await expectSentOnce(page, 'submitWithdrawal', {
      act: () => send.dblclick(),
      again: async () => {
        await pressEnterTwice(send);
        await clickWhileBusy(send);
      },
      done: () => page.getByTestId('withdraw-submitted').waitFor(),
    });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('internal transfer (spec §4, §5): one submitInternalTransfer', async () => {
    const { page, context, pageErrors } = await openSignedIn('/en_US/assets/withdraw?tab=transfer');
    await page.getByTestId('internalTransfer_account').fill('10031552');
    await page.getByTestId('internalTransfer_amount').fill('500');
    await typeWithdrawCodes(page, 'internalTransfer');
    await page.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByTestId('transfer-confirm').getByRole('button', { name: 'Confirm transfer' });
    await expectSentOnce(page, 'submitInternalTransfer', {
      act: () => confirm.dblclick(),
      again: () => clickWhileBusy(confirm),
      done: () => page.getByTestId('transfer-done').waitFor(),
    });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('subscribe to an investment (spec §2 investment confirmation, §5): one subscribeInvestmentProduct', async () => {
    const { page, context, pageErrors } = await openSignedIn('/en_US/investmentDetail/HOR');
    await page.getByRole('button', { name: 'Invest now' }).click();
    await page.getByLabel(/^Amount to invest/).fill('5000');
    await page.getByRole('checkbox', { name: /investment agreement/ }).check();
    await page.getByRole('button', { name: 'Review' }).click();
    const confirm = page
      .getByTestId('subscription-confirm')
      .getByRole('button', { name: 'Confirm investment' });
    await expectSentOnce(page, 'subscribeInvestmentProduct', {
      act: () => confirm.dblclick(),
      again: () => clickWhileBusy(confirm),
      done: () => page.getByTestId('subscribed').waitFor(),
    });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('take an ad (OTC buy on /trade): one createOtcOrder', async () => {
    const { page, context, pageErrors } = await openSignedIn('/en_US/trade');
    await page.getByTestId('otc-ad').first().getByRole('button', { name: 'Buy USDT' }).click();
    const dialog = page.getByRole('dialog');
    const quantity = dialog.getByLabel(/^Quantity/);
    await quantity.fill('770');
    await dialog.getByTestId('otcOrder-submit').click();
    // The review's Confirm is what sends it.
    const confirm = dialog.getByTestId('otc-order-review').getByTestId('review-confirm');
    await expectSentOnce(page, 'createOtcOrder', {
      act: () => confirm.dblclick(),
      again: () => clickWhileBusy(confirm),
      done: () => dialog.getByTestId('otc-order-opened').waitFor(),
    });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('cancel an order (spec §4 trade orders): one cancelOrder', async () => {
    const { page, context, pageErrors } = await openSignedIn('/en_US/trade/btcusdt');
    await page.getByTestId('trade-order').first().getByRole('button', { name: 'Cancel' }).click();
    await confirmInDialog(page, 'cancelOrder', {
      done: () => page.getByText('Cancellation requested').waitFor(),
    });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('cancel a fiat deposit order (spec §4 fiat deposit order): one cancelFiatDeposit', async () => {
    const { page, context, pageErrors } = await openSignedIn('/en_US/assets/recharge?tab=fiat');
    await page.getByTestId('fiatDeposit_amount').fill('8000');
    await page.getByTestId('fiatDeposit-submit').click();
    await page.getByTestId('fiat-deposit-review').getByTestId('review-confirm').click();
    const order = page.getByTestId('fiat-order');
    await order.getByRole('button', { name: 'Cancel order' }).click();
    await confirmInDialog(page, 'cancelFiatDeposit', {
      done: () => order.getByText('Cancelled', { exact: true }).waitFor(),
    });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('cancel a withdrawal (spec §4 withdrawal, cancel action): one cancelWithdrawal', async () => {
    const { page, context, pageErrors } = await openSignedIn('/en_US/assets/withdraw?tab=records');
    await page.getByRole('button', { name: 'Cancel withdrawal' }).first().click();
    await confirmInDialog(page, 'cancelWithdrawal');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('cancel a fiat withdrawal (spec §4 withdrawal, /assets/mnFait): one cancelFiatWithdrawal', async () => {
    const { page, context, pageErrors } = await openSignedIn('/en_US/assets/mnFait?tab=withdrawals');
    await page.getByRole('button', { name: 'Cancel', exact: true }).first().click();
    await confirmInDialog(page, 'cancelFiatWithdrawal', { inOneTask: true });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('create an API key (spec §5, §9 API keys): one createApiKey', async () => {
    const { page, context, pageErrors } = await openSignedIn('/en_US/personal/apiKeys');
    await page.getByRole('button', { name: 'Create API key' }).click();
    const note = page.getByLabel(/^Note/);
    await note.fill('Trading bot');
    await page.getByLabel(/^Bound IP addresses/).fill('1.1.1.1');
    await page.getByLabel(/^SMS verification code/).fill('135790');
    await page.getByLabel(/^Email verification code/).fill('111222');
    await page.getByTestId('api-key_googleCode').getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type('246810');
    const submit = page.getByTestId('api-key-submit');
    await expectSentOnce(page, 'createApiKey', {
      act: () => submit.dblclick(),
      again: async () => {
        await pressEnterTwice(note);
        await clickWhileBusy(submit);
      },
      done: () => page.getByTestId('secret-once').waitFor(),
    });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('delete an API key (spec §5 API keys): one deleteApiKey', async () => {
    const { page, context, pageErrors } = await openSignedIn('/en_US/personal/apiKeys');
    await page.getByTestId('api-key-row').first().getByRole('button', { name: 'Delete' }).click();
    await confirmInDialog(page, 'deleteApiKey');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('bind a bank card (spec §5 bank cards): one addBankCard', async () => {
    const { page, context, pageErrors } = await openSignedIn('/en_US/personal/bindBankCard');
    await fillNewBankCard(page, 'eur');
    const number = page.locator('#bankCard_accountNumber');
    const submit = page.getByTestId('bankCard-submit');
    await expectSentOnce(page, 'addBankCard', {
      act: () => submitTwiceInOneTask(number),
      again: async () => {
        await pressEnterTwice(number);
        await submit.dblclick({ force: true });
      },
      done: () => page.getByTestId('bank-card-row').first().waitFor(),
    });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('delete a bank card (spec §5 bank cards): one deleteBankCard', async () => {
    const { page, context, pageErrors } = await openSignedIn('/en_US/personal/bindBankCard');
    await page.getByTestId('bank-card-row').first().getByRole('button', { name: 'Delete' }).click();
    await confirmInDialog(page, 'deleteBankCard', { inOneTask: true });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
