import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contractExample } from '../../test-utils/contract-examples';
import { callsTo, DETAIL, failed, inv, LIST, lastBodySentTo, LONG, openInvestments } from './investments-kit';

const facts = async () => within(await screen.findByTestId('product-facts', undefined, LONG));

describe('/investmentDetail/{symbol} (spec §2 public, §3 every product field, §4, §6)', () => {
  it('shows every field of spec §3, the contract address shortened and linked to the explorer', async () => {
    const { fetchMock } = openInvestments('investmentDetail/HOR', { [DETAIL]: inv('productInSubscription') });
    const list = await facts();
    expect(lastBodySentTo(fetchMock, DETAIL)).toMatchObject({ symbol: 'HOR' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Harbourfront Office REIT Token' }),
    ).toBeInTheDocument();
    const value = (label: string) => list.getByText(label).nextElementSibling?.textContent;
    expect(value('Category')).toBe('Real estate');
    expect(value('Capital structure')).toBe('Equity');
    expect(value('Product type')).toBe('Income');
    expect(value('Open to')).toBe('Accredited investor, Expert investor');
    expect(value('Dividend yield')).toBe('6.10 %');
    expect(value('Gross margin')).toBe('58.40 %');
    expect(value('Equity multiple')).toBe('1.45x');
    expect(value('Projected profit')).toBe('12.80 %');
    expect(value('Leverage')).toBe('35.00 %');
    expect(value('Distribution frequency')).toBe('Quarterly');
    expect(value('Created')).toMatch(/^2025-0[23]-\d\d$/);
    expect(value('Completed')).toBe('--');
    expect(value('Compliance module')).toMatch(/^ERC-3643/);
    // WCAG 2.5.3 Label in Name: the link's name begins with the text it shows; the full address is its title.
    const contract = list.getByRole('link', { name: /^0x7e57…0001: the contract in the block explorer/ });
    expect(contract).toHaveTextContent('0x7e57…0001');
    expect(contract).toHaveAttribute('title', '0x7e57000000000000000000000000000000000001');
    expect(contract).toHaveAttribute(
      'href',
      'https://etherscan.io/address/0x7e57000000000000000000000000000000000001',
    );
  });

  it('members, documents, videos and FAQ sit in their tabs', async () => {
    const user = userEvent.setup();
    openInvestments('investmentDetail/HOR', { [DETAIL]: inv('productInSubscription') });
    await facts();
    await user.click(screen.getByRole('tab', { name: 'Company members' }));
    expect(await screen.findByText('Grace Lim')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Documents and videos' }));
    expect(await screen.findByRole('link', { name: 'Offering memorandum' })).toHaveAttribute(
      'href',
      'https://static.example.com/products/hor/docs/offering-memorandum.pdf',
    );
    expect(screen.getByRole('link', { name: 'Property tour' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'FAQ' }));
    expect(await screen.findByRole('button', { name: 'When are distributions paid?' })).toBeInTheDocument();
  });

  it('metrics that do not apply show --; an ended product offers no subscription (spec §4)', async () => {
    openInvestments(
      'investmentDetail/APCF',
      { [DETAIL]: inv('productSubscriptionEnded') },
      { user: 'kycApproved' },
    );
    const list = await facts();
    expect(list.getByText('Dividend yield').nextElementSibling).toHaveTextContent('--');
    expect(list.getByText('Capital structure').nextElementSibling).toHaveTextContent('Sub-fund');
    expect(await screen.findByTestId('subscription-ended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invest now' })).not.toBeInTheDocument();
  });

  it('spec §6: a visitor is sent to log in and back here; no records tab', async () => {
    openInvestments('investmentDetail/HOR', { [DETAIL]: inv('productInSubscription') });
    const box = within(await screen.findByTestId('invest-box', undefined, LONG));
    const login = await box.findByRole('link', { name: 'Log in' }, LONG);
    expect(login).toHaveAttribute('href', '/en_US/login?redirect=%2Fen_US%2FinvestmentDetail%2FHOR');
    expect(screen.queryByRole('tab', { name: 'My subscriptions' })).not.toBeInTheDocument();
  });

  it('spec §6: KYC pending → verify identity first', async () => {
    openInvestments(
      'investmentDetail/HOR',
      { [DETAIL]: inv('productInSubscription') },
      { user: 'kycPending' },
    );
    expect(await screen.findByRole('link', { name: 'Verify identity' }, LONG)).toHaveAttribute(
      'href',
      '/en_US/personal/kycEnter',
    );
  });

  it('without a symbol shows the first product of the list', async () => {
    const { fetchMock } = openInvestments('investmentDetail', {
      [LIST]: inv('productList'),
      [DETAIL]: inv('productInSubscription'),
    });
    await facts();
    expect(lastBodySentTo(fetchMock, LIST)).toMatchObject({ page: 1, pageSize: 1 });
    expect(lastBodySentTo(fetchMock, DETAIL)).toMatchObject({ symbol: 'HOR' });
  });

  it('PRODUCT_NOT_FOUND says so and links back to the list; other failures retry', async () => {
    openInvestments('investmentDetail/NOPE', { [DETAIL]: inv('productNotFound') });
    const notFound = await screen.findByTestId('product-not-found', undefined, LONG);
    expect(within(notFound).getByRole('link', { name: 'Back to investments' })).toHaveAttribute(
      'href',
      '/en_US/investments',
    );
  });

  it('a failed load shows the reason with Retry', async () => {
    const { fetchMock } = openInvestments('investmentDetail/HOR', {
      [DETAIL]: failed('SYSTEM_ERROR', 'Injected failure message'),
    });
    const alert = await screen.findByRole('alert', undefined, LONG);
    expect(alert).toHaveTextContent('Injected failure message');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(callsTo(fetchMock, DETAIL).length).toBeGreaterThanOrEqual(2);
  });

  it('reads in Chinese', async () => {
    openInvestments('investmentDetail/HOR', { [DETAIL]: inv('productInSubscription') }, { lang: 'zh_CN' });
    const list = await facts();
    expect(list.getByText('分配频率').nextElementSibling).toHaveTextContent('每季度');
    expect(list.getByText('资本结构').nextElementSibling).toHaveTextContent('股权');
  });

  it('spec §3: product type and region read in Chinese by their values', async () => {
    openInvestments('investmentDetail/HOR', { [DETAIL]: inv('productInSubscription') }, { lang: 'zh_CN' });
    const list = await facts();
    expect(list.getByText('产品类型').nextElementSibling).toHaveTextContent(/^收益型$/);
    expect(list.getByText('地区').nextElementSibling).toHaveTextContent(/^新加坡$/);
  });

  it('spec §3: a product type or region we have no words for shows as the server wrote it', async () => {
    const body = structuredClone(contractExample('investments', 'productInSubscription')) as {
      data: { productType: string; region: string };
    };
    Object.assign(body.data, { productType: 'Mezzanine notes', region: '新加坡' });
    openInvestments('investmentDetail/HOR', { [DETAIL]: { body } }, { lang: 'zh_CN' });
    const list = await facts();
    expect(list.getByText('产品类型').nextElementSibling).toHaveTextContent(/^Mezzanine notes$/);
    expect(list.getByText('地区').nextElementSibling).toHaveTextContent(/^新加坡$/);
  });
});
