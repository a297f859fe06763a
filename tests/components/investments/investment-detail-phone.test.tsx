import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { atPhoneWidth } from '../../test-utils/phone-width';
import { assets, BALANCES, DETAIL, inv, LONG, openInvestments, RECORDS } from './investments-kit';

// spec §1, §2 /investmentDetail (investment confirmation): at 390 px "Invest now" must not wait below every
// detail of the product; the invest box follows the name and key figures, before the details' tabs.
const ANSWERS = {
  [DETAIL]: inv('productInSubscription'),
  [BALANCES]: assets('tokenAccount'),
  [RECORDS]: inv('productRecords'),
};

const comesBefore = (first: HTMLElement, second: HTMLElement) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('spec §1: the product detail at phone width', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = atPhoneWidth();
  });
  afterEach(() => restore());

  it('"Invest now" comes right after the figures, before the product details; it opens the form', async () => {
    const user = userEvent.setup();
    openInvestments('investmentDetail/HOR', ANSWERS, { user: 'kycApproved' });
    const invest = await screen.findByRole('button', { name: 'Invest now' }, LONG);
    const details = screen.getByRole('tab', { name: 'Product details' });
    expect(comesBefore(screen.getByRole('heading', { level: 1 }), invest)).toBe(true);
    expect(comesBefore(invest, details)).toBe(true);
    await user.click(invest);
    expect(await screen.findByLabelText(/^Amount to invest/, undefined, LONG)).toBeInTheDocument();
  });

  it('my subscriptions: a card each with its total and status', async () => {
    const user = userEvent.setup();
    openInvestments('investmentDetail/HOR', ANSWERS, { user: 'kycApproved' });
    await user.click(await screen.findByRole('tab', { name: 'My subscriptions' }, LONG));
    const list = await screen.findByTestId('my-records', undefined, LONG);
    expect(list.tagName).toBe('UL');
    const failed = within(list)
      .getAllByRole('listitem')
      .find((card) => within(card).queryByText('Disbursement failed')) as HTMLElement;
    expect(within(failed).getByText('Total amount').closest('div')).toHaveTextContent('USDT');
  });

  it('zh_CN: the button is named in Chinese and comes before the details too', async () => {
    openInvestments('investmentDetail/HOR', ANSWERS, { user: 'kycApproved', lang: 'zh_CN' });
    const invest = await screen.findByRole('button', { name: '立即投资' }, LONG);
    expect(comesBefore(invest, screen.getByRole('tab', { name: '产品详情' }))).toBe(true);
  });
});

describe('spec §1: the product detail on a computer', () => {
  it('keeps the invest box in its column after the details', async () => {
    openInvestments('investmentDetail/HOR', ANSWERS, { user: 'kycApproved' });
    const invest = await screen.findByRole('button', { name: 'Invest now' }, LONG);
    expect(comesBefore(screen.getByRole('tab', { name: 'Product details' }), invest)).toBe(true);
  });
});
