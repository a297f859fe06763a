import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '@/api/session/SessionProvider';
import { HomePage } from '@/features/home/HomePage';
import { contractExample } from '../../test-utils/contract-examples';
import { mockApi, visitorApi } from '../../test-utils/mock-api';
import { renderInLanguage } from '../../test-utils/render';
import { LONG } from '../../test-utils/screen-kit';
import { pathOf } from '../../test-utils/screen-kit';

const LIST = pathOf('listInvestmentProducts');
const HOT = pathOf('listHotCoins');
const inv = (name: string) => ({ body: contractExample('investments', name) });

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, path: string) => {
  const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith(path));
  return JSON.parse(
    String(((call as unknown[] | undefined)?.[1] as RequestInit | undefined)?.body ?? '{}'),
  ) as Record<string, unknown>;
};

describe('home: the market beside the marketing text (spec §4 product state, §7 hot coins)', () => {
  it('renders a placeholder first (what the prerender holds), then highlights and hot coins', async () => {
    const fetchMock = mockApi({ ...visitorApi(), [LIST]: inv('productList'), [HOT]: inv('hotCoinList') });
    await renderInLanguage(
      <SessionProvider>
        <HomePage />
      </SessionProvider>,
      'en_US',
    );
    expect(screen.getByTestId('market-placeholder')).toBeInTheDocument();
    const region = within(screen.getByRole('region', { name: 'Markets today' }));
    const hot = within(await region.findByTestId('hot-coins', undefined, LONG));
    expect(hot.getByRole('link', { name: 'BTC/USDT' })).toHaveAttribute('href', '/en_US/trade/btcusdt');
    expect(hot.getByText('104,250.38')).toBeInTheDocument();
    expect(hot.getByText('+2.14 %')).toBeInTheDocument();
    expect(hot.getByText('-1.37 %')).toBeInTheDocument();
    const highlights = within(await region.findByTestId('investment-highlights'));
    expect(highlights.getByRole('link', { name: 'Harbourfront Office REIT Token' })).toHaveAttribute(
      'href',
      '/en_US/investmentDetail/HOR',
    );
    expect(highlights.getByText('Expected return 7.20 %')).toBeInTheDocument();
    expect(bodyOf(fetchMock, LIST)).toMatchObject({ status: 'in_subscription', page: 1, pageSize: 3 });
    expect(screen.queryByTestId('market-placeholder')).not.toBeInTheDocument();
  });

  it('each panel fails on its own with a retry; an empty list says no data', async () => {
    const user = userEvent.setup();
    mockApi({
      ...visitorApi(),
      [LIST]: inv('productListEmpty'),
      [HOT]: { body: { code: 'SYSTEM_ERROR', message: 'Hot list unavailable', data: null } },
    });
    await renderInLanguage(
      <SessionProvider>
        <HomePage />
      </SessionProvider>,
      'en_US',
    );
    const alert = await screen.findByRole('alert', undefined, LONG);
    expect(alert).toHaveTextContent('Hot list unavailable');
    expect(await screen.findByTestId('no-data')).toHaveTextContent('No data');
    mockApi({ ...visitorApi(), [LIST]: inv('productListEmpty'), [HOT]: inv('hotCoinList') });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('hot-coins', undefined, LONG)).toBeInTheDocument();
  });

  it('reads in Chinese', async () => {
    mockApi({ ...visitorApi(), [LIST]: inv('productList'), [HOT]: inv('hotCoinList') });
    await renderInLanguage(
      <SessionProvider>
        <HomePage />
      </SessionProvider>,
      'zh_CN',
    );
    const region = within(screen.getByRole('region', { name: '今日市场' }));
    expect(await region.findByRole('heading', { name: '热门币种' }, LONG)).toBeInTheDocument();
    expect(await region.findByText('预期收益 7.20 %')).toBeInTheDocument();
  });
});

describe('home market with only the fields the contract requires (design.md "The contract")', () => {
  it('a product of a symbol alone and hot coins of few fields: --, the pair id, no link without one', async () => {
    const list = contractExample('investments', 'productList') as { data: { items: { symbol: string }[] } };
    const hot = contractExample('investments', 'hotCoinList') as {
      data: { items: Record<string, unknown>[] };
    };
    mockApi({
      ...visitorApi(),
      [LIST]: {
        body: { ...list, data: { ...list.data, items: list.data.items.map(({ symbol }) => ({ symbol })) } },
      },
      [HOT]: {
        body: { ...hot, data: { ...hot.data, items: [{ symbol: 'btcusdt' }, { lastPrice: '1.5' }, {}] } },
      },
    });
    await renderInLanguage(
      <SessionProvider>
        <HomePage />
      </SessionProvider>,
      'en_US',
    );
    const table = within(await screen.findByTestId('hot-coins', undefined, LONG));
    expect(table.getByRole('link', { name: 'BTCUSDT' })).toHaveAttribute('href', '/en_US/trade/btcusdt');
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['BTCUSDT', '--', '--', '--'],
      ['--', '1.5', '--', '--'],
      ['--', '--', '--', '--'],
    ]);
    expect(table.getAllByRole('link')).toHaveLength(1);
    const highlights = within(await screen.findByTestId('investment-highlights'));
    expect(highlights.getByRole('link', { name: 'HOR' })).toHaveAttribute(
      'href',
      '/en_US/investmentDetail/HOR',
    );
    expect(highlights.getAllByText('Expected return --')).toHaveLength(3);
    expect(highlights.queryByText(/^From/)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|Invalid Date|\bnull\b|-- %/);
  });
});
