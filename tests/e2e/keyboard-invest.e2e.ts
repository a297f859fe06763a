// Investing and OTC trade by keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7; spec §2 /investmentDetail and
// /trade, §4, §5 "Investment"): a subscription, and an OTC buy then paid or cancelled, each control reached
// with Tab, the agreement ticked with Space, sent with Enter, in both languages. Each asserts what the mock
// received, that focus moved into each step and dialog, and back to the opener when a dialog closed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, sharedBrowser } from './browser';
import { focusIsIn, type Keyboard, keyboardOf } from './keyboard';
import { type Lang, LANGUAGES, word } from './locale-words';
import { chooseExamples, recordBodies } from './qa-session';

const browser = sharedBrowser();

/** From the first ad's Buy button to the opened order's link to the OTC orders list, by keyboard. */
async function buyByKeys(keys: Keyboard, page: Page, lang: Lang): Promise<void> {
  await keys.tabTo(page.getByTestId('otc-ad').first().getByRole('button'));
  await keys.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expect.poll(() => focusIsIn(dialog)).toBe(true);
  await keys.tabTo(page.locator('#otcOrder_volume'));
  await keys.type('770');
  await keys.tabTo(page.getByTestId('otcOrder-submit'));
  await keys.press('Enter');
  const review = dialog.getByTestId('review-confirm');
  await review.waitFor();
  await expect.poll(() => focusIsIn(dialog)).toBe(true);
  await keys.tabTo(review);
  await keys.press('Enter');
  const opened = dialog.getByTestId('otc-order-opened');
  await opened.waitFor();
  await expect.poll(() => focusIsIn(opened)).toBe(true);
  await keys.tabTo(opened.getByRole('link', { name: word(lang, 'trade:take.seeOrders') }));
  await keys.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await page.waitForURL(/orders=otc-current/);
}

/** Opens the first OTC order's `action` dialog by keyboard and confirms it. */
async function confirmOrderAction(keys: Keyboard, page: Page, lang: Lang, action: string): Promise<void> {
  const opener = page.getByTestId('otc-order').first().getByRole('button', { name: action });
  await keys.tabTo(opener);
  await keys.press('Enter');
  const dialog = page.getByRole('dialog', { name: action });
  await dialog.waitFor();
  await expect.poll(() => focusIsIn(dialog)).toBe(true);
  // Escape closes it and gives the focus back to the button that opened it (WCAG 2.4.3); Enter opens it again.
  await keys.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => focusIsIn(opener)).toBe(true);
  await keys.press('Enter');
  await dialog.waitFor();
  await keys.tabTo(dialog.getByRole('button', { name: word(lang, 'common:confirm') }));
  await keys.press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

describe.each(LANGUAGES)('investing and OTC trade by keyboard alone (%s)', (lang) => {
  it('subscribe: Invest now, amount, the agreement with Space, Review, then Confirm', async () => {
    const { page, context, pageErrors } = await newPage(browser());
    await chooseExamples(context, { getUserInfo: 'kycApproved' }, { signedIn: true });
    const subscriptions = recordBodies(page, '/api/v1/investment/subscribe');
    await page.goto(`/${lang}/investmentDetail/HOR`, { waitUntil: 'domcontentloaded' });
    const keys = keyboardOf(page);
    const box = page.getByTestId('invest-box');

    await keys.tabTo(box.getByRole('button', { name: word(lang, 'investments:subscribe.start') }));
    await keys.press('Enter');
    await expect.poll(() => focusIsIn(box)).toBe(true);
    await keys.tabTo(page.locator('#investmentSubscription_amount'));
    await keys.type('5000');
    await keys.tabTo(page.locator('#investmentSubscription_agreementAccepted'));
    await keys.press('Space');
    await keys.tabTo(page.getByTestId('investmentSubscription-submit'));
    await keys.press('Enter');
    const review = page.getByTestId('subscription-confirm');
    await review.waitFor();
    await expect.poll(() => focusIsIn(review)).toBe(true);
    await keys.tabTo(review.getByTestId('review-confirm'));
    await keys.press('Enter');
    await page.getByTestId('subscribed').waitFor();
    await expect.poll(() => focusIsIn(box)).toBe(true);

    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({ symbol: 'HOR', amount: '5000', agreementAccepted: true });
    expect(keys.invisibleFocus()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.each([
    ['paid', 'trade:otcOrders.paid', '/order/otc/confirm_payment'],
    ['cancelled', 'trade:otcOrders.cancel', '/order/otc/cancel'],
  ])('OTC buy: the ad, quantity, review, Place order, the orders list, then %s', async (_, key, path) => {
    const { page, context, pageErrors } = await newPage(browser());
    await chooseExamples(context, { getUserInfo: 'kycApproved' }, { signedIn: true });
    const orders = recordBodies(page, '/otc/order/create');
    const actions = recordBodies(page, path);
    await page.goto(`/${lang}/trade`, { waitUntil: 'domcontentloaded' });
    const keys = keyboardOf(page);

    await buyByKeys(keys, page, lang);
    await confirmOrderAction(keys, page, lang, word(lang, key));

    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ volume: '770' });
    await expect.poll(() => actions.length).toBe(1);
    expect(actions[0]).toMatchObject({ orderId: 'OTC202506030019' });
    expect(keys.invisibleFocus()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
