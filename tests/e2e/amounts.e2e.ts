// Money forms in the browser, in both languages (spec §5 amount input helper; every money action reviewed
// before it is sent; the OTC sell checked against the spot account; a chosen branch's missing field named;
// copy feedback). Against the mock: HOR at 1 USDT, the spot account's USDT 2,700.5 available.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, sharedBrowser } from './browser';
import { chooseExamples, recordBodies, recordCalls } from './qa-session';

const browser = sharedBrowser();
const LANGUAGES = ['en_US', 'zh_CN'] as const;

const TEXT = {
  en_US: {
    currency: /^Currency/,
    refused: (text: string) => `Pasted text is not a valid amount: ${text}`,
    investNow: 'Invest now',
    investAmount: /^Amount to invest/,
    agreement: /investment agreement/,
    review: 'Review',
    buyAd: 'Buy USDT',
    sellAd: 'Sell USDT',
    quantity: /^Quantity/,
    reviewOrder: 'Review order',
    aboveAvailable: 'More than your spot account has available (2,700.5 USDT)',
    available: 'Available in your spot account: 2,700.5 USDT',
    phone: 'Phone number',
    callingCodeMissing: 'Country calling code is required',
    chooseOption: 'Choose one of the options',
    copyPayee: 'Copy Payee',
    payeeCopied: 'Payee copied',
  },
  zh_CN: {
    currency: /^币种/,
    refused: (text: string) => `粘贴的内容不是有效金额：${text}`,
    investNow: '立即投资',
    investAmount: /^投资金额/,
    agreement: /投资协议/,
    review: '核对',
    buyAd: '购买 USDT',
    sellAd: '出售 USDT',
    quantity: /^数量/,
    reviewOrder: '核对订单',
    aboveAvailable: '超过现货账户可用余额（2,700.5 USDT）',
    available: '现货账户可用：2,700.5 USDT',
    phone: '手机号',
    callingCodeMissing: '请填写国际区号',
    chooseOption: '请从选项中选择',
    copyPayee: '复制收款人',
    payeeCopied: '已复制收款人',
  },
} as const;

async function openSignedIn(examples: Record<string, string> = {}) {
  const opened = await newPage(browser());
  await chooseExamples(opened.context, { getUserInfo: 'kycApproved', ...examples }, { signedIn: true });
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return opened;
}

/** A real paste: the text on the clipboard, then Ctrl+V in the field. */
async function paste(page: Page, field: Locator, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/** A review value as the body carries it: '1,234.5 CNY' → '1234.5'. */
const sentForm = (shown: string) => shown.split(' ')[0]!.replaceAll(',', '');

describe('spec §5: a pasted amount is taken as it is or refused, never rewritten', () => {
  it.each(LANGUAGES)(
    '%s: 12,5 / 1e3 / -5 pasted into the bank deposit amount are refused; nothing is sent',
    async (lang) => {
      const { page, context, pageErrors } = await openSignedIn();
      const calls = recordCalls(page);
      await page.goto(`/${lang}/assets/recharge?tab=fiat`);
      await page.getByRole('combobox', { name: TEXT[lang].currency }).waitFor();
      const amount = page.getByTestId('fiatDeposit_amount');
      for (const text of ['12,5', '1e3', '-5']) {
        await paste(page, amount, text);
        // The field's error (described by it), said politely, not an alert (WCAG 3.3.1, 4.1.3).
        await page
          .locator('#fiatDeposit_amount-error')
          .getByText(TEXT[lang].refused(text), { exact: false })
          .waitFor();
        expect(await amount.getAttribute('aria-invalid')).toBe('true');
        expect(await amount.inputValue()).toBe('');
      }
      // A valid paste is taken as it is.
      await paste(page, amount, '12.5');
      expect(await amount.inputValue()).toBe('12.5');
      await amount.fill('');
      await page.getByTestId('fiatDeposit-submit').click();
      expect(await page.getByTestId('fiat-deposit-review').count()).toBe(0);
      expect(calls).not.toContain('/fiat/deposit');
      await screenshot(page, `amounts-paste-refused-${lang}`);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});

describe('every money action is reviewed before it is sent; the body is what the review showed', () => {
  it.each(LANGUAGES)('%s: bank-transfer deposit order', async (lang) => {
    const { page, context, pageErrors } = await openSignedIn();
    const bodies = recordBodies(page, '/fiat/deposit');
    await page.goto(`/${lang}/assets/recharge?tab=fiat`);
    await page.getByRole('combobox', { name: TEXT[lang].currency }).waitFor();
    await page.getByTestId('fiatDeposit_amount').fill('1234.5');
    await page.getByTestId('fiatDeposit-submit').click();
    const review = page.getByTestId('fiat-deposit-review');
    const shown = await review.getByTestId('review-amount').innerText();
    expect(shown).toBe('1,234.5 CNY');
    expect(bodies).toHaveLength(0);
    await screenshot(page, `amounts-fiat-review-${lang}`);
    await review.getByTestId('review-confirm').click();
    await page.getByTestId('fiat-order').waitFor();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ amount: sentForm(shown), symbol: 'cny' });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.each(LANGUAGES)('%s: subscription to a product', async (lang) => {
    const { page, context, pageErrors } = await openSignedIn();
    const bodies = recordBodies(page, '/api/v1/investment/subscribe');
    await page.goto(`/${lang}/investmentDetail/HOR`);
    await page.getByRole('button', { name: TEXT[lang].investNow, exact: true }).click();
    await page.getByLabel(TEXT[lang].investAmount).fill('5000');
    await page.getByRole('checkbox', { name: TEXT[lang].agreement }).check();
    await page.getByRole('button', { name: TEXT[lang].review, exact: true }).click();
    const review = page.getByTestId('subscription-confirm');
    const shown = await review.getByTestId('review-amount').innerText();
    expect(shown).toBe('5,000 USDT');
    expect(bodies).toHaveLength(0);
    await review.getByTestId('review-confirm').click();
    await page.getByTestId('subscribed').waitFor();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ symbol: 'HOR', amount: sentForm(shown), agreementAccepted: true });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.each(LANGUAGES)('%s: OTC buy', async (lang) => {
    const { page, context, pageErrors } = await openSignedIn();
    const bodies = recordBodies(page, '/otc/order/create');
    await page.goto(`/${lang}/trade`);
    await page.getByTestId('otc-ad').first().getByRole('button', { name: TEXT[lang].buyAd }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(TEXT[lang].quantity).fill('770');
    await dialog.getByRole('button', { name: TEXT[lang].reviewOrder }).click();
    const review = dialog.getByTestId('otc-order-review');
    const quantity = await review.getByTestId('review-quantity').innerText();
    expect(quantity).toBe('770 USDT');
    expect(await review.getByTestId('review-total').innerText()).toBe('998.69 SGD');
    expect(bodies).toHaveLength(0);
    await review.getByTestId('review-confirm').click();
    await dialog.getByTestId('otc-order-opened').waitFor();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ volume: sentForm(quantity), paymentType: 'bank' });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('spec §8: an OTC sell is checked against the spot account before any call', () => {
  it.each(LANGUAGES)('%s: 11,000 USDT with 2,700.5 available is refused, nothing sent', async (lang) => {
    const examples = { searchOtcAds: 'buyAds' };
    const { page, context, pageErrors } = await openSignedIn(examples);
    const calls = recordCalls(page);
    await page.goto(`/${lang}/trade`);
    // The side is a segmented control: its radio is drawn by its label.
    await page.locator('label[for$="-SELL"]').click();
    await page.getByTestId('otc-ad').first().getByRole('button', { name: TEXT[lang].sellAd }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByTestId('otc-available').innerText()).toBe(TEXT[lang].available);
    await dialog.getByLabel(TEXT[lang].quantity).fill('11000');
    await dialog.getByRole('button', { name: TEXT[lang].reviewOrder }).click();
    await dialog.getByText(TEXT[lang].aboveAvailable).waitFor();
    expect(await dialog.getByTestId('otc-order-review').count()).toBe(0);
    expect(calls).not.toContain('/otc/order/create');
    await screenshot(page, `amounts-otc-sell-above-available-${lang}`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('a chosen radio group is not blamed for a missing field of its branch', () => {
  it.each(LANGUAGES)('%s: transfer by phone without a calling code names the calling code', async (lang) => {
    const { page, context, pageErrors } = await openSignedIn();
    const calls = recordCalls(page);
    await page.goto(`/${lang}/assets/withdraw?tab=transfer`);
    await page.getByRole('radio', { name: TEXT[lang].phone, exact: true }).check();
    await page.getByTestId('internalTransfer_account').fill('13800138001');
    await page.getByTestId('internalTransfer_amount').fill('500');
    await page.getByTestId('internalTransfer-submit').click();
    await page.getByText(TEXT[lang].callingCodeMissing, { exact: true }).waitFor();
    expect(await page.getByText(TEXT[lang].chooseOption).count()).toBe(0);
    expect(calls).not.toContain('/finance/internal_transfer');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('copy buttons say what happened', () => {
  it.each(LANGUAGES)('%s: copying the payee says it was copied', async (lang) => {
    const { page, context, pageErrors } = await openSignedIn();
    await page.goto(`/${lang}/assets/recharge?tab=fiat`);
    const company = page.getByTestId('company-account');
    await company.getByRole('button', { name: TEXT[lang].copyPayee }).click();
    await company.getByRole('status').getByText(TEXT[lang].payeeCopied).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
