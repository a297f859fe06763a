// Design.md "The contract": a backend of the family answers what spec.md and api-family.md name and none of
// the details the contract chose. The trade screen gets the mock's thin answers (scripts/lib/thin-answers.mjs:
// `no-assumed` drops every scalar marked only `assumed`, `required` keeps only required fields) and shows '--',
// hides a line or withholds an action: never "undefined", a half sentence or a guessed state.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBundledContract } from '../../../scripts/contract-report.mjs';
import { thinAnswer, type ThinMode } from '../../../scripts/lib/thin-answers.mjs';
import type { MockAnswer } from '../../test-utils/mock-api';
import { contractExample } from '../../test-utils/contract-examples';
import { LONG, openTrade, PATHS } from './trade-kit';

let doc: unknown;
beforeAll(async () => {
  doc = await loadBundledContract();
}, 60_000);

/** A trade example as a server answering in `mode` sends it. */
function thin(path: string, example: string, mode: ThinMode): MockAnswer {
  const body = contractExample('trade', example);
  return { body: thinAnswer(doc, { method: 'post', pathname: path, status: 200, body, mode }) };
}

/** A trade example with `edit` applied to a copy of its body. */
function edited(example: string, edit: (data: Record<string, unknown>) => void): MockAnswer {
  const body = structuredClone(contractExample('trade', example)) as { data: Record<string, unknown> };
  edit(body.data);
  return { body };
}

const JUNK = /undefined|NaN|Invalid Date|null|\[object Object\]|orders · % completed/;
const expectNoJunk = () => expect(document.body.textContent ?? '').not.toMatch(JUNK);

describe('/trade with thin answers (design.md "The contract": absence is never junk)', () => {
  it('no-assumed ads: prices and limits "--", no advertiser record, and no take action without an ad ID', async () => {
    openTrade({ [PATHS.search]: thin(PATHS.search, 'otcSearchResults', 'no-assumed') });
    const ads = await screen.findAllByTestId('otc-ad', undefined, LONG);
    expect(ads).toHaveLength(3);
    for (const ad of ads) {
      expect(within(ad).queryByTestId('advertiser-record')).toBeNull();
      expect(within(ad).queryByRole('button')).toBeNull();
      expect(within(ad).getByTestId('ad-not-takeable')).toHaveTextContent(
        'This ad lacks details needed to take it',
      );
      expect(ad).toHaveTextContent('Limits --');
    }
    // The payment types are a list: the thin answer keeps them.
    expect(ads[1]).toHaveTextContent('Bank transfer, PayNow');
    expectNoJunk();
  });

  it('an ad without its advertiser is taken as "Buy USDT" (no "from "), and an opened order without number or payee says so', async () => {
    openTrade({
      [PATHS.search]: edited('otcSearchResults', (data) => {
        for (const ad of data.items as Record<string, unknown>[]) delete ad.advertiser;
      }),
      [PATHS.take]: thin(PATHS.take, 'otcOrderCreated', 'no-assumed'),
    });
    const ads = await screen.findAllByTestId('otc-ad', undefined, LONG);
    expect(ads[0]).toHaveTextContent('--');
    expect(within(ads[0]!).queryByTestId('advertiser-record')).toBeNull();
    fireEvent.click(within(ads[0]!).getByRole('button', { name: 'Buy USDT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy USDT' }, LONG);
    fireEvent.change(await within(dialog).findByLabelText(/^Quantity/, undefined, LONG), {
      target: { value: '770' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review order' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Place buy order' }, LONG));
    const opened = await within(dialog).findByTestId('otc-order-opened', undefined, LONG);
    expect(opened).toHaveTextContent('Order opened.');
    expect(opened).toHaveTextContent('Pay 998.69 SGD as the order in your OTC orders says.');
    expect(within(opened).queryByTestId('otc-payee')).toBeNull();
    expectNoJunk();
  });

  it('no-assumed current orders: the pair read from the symbol, fee without its coin, no cancel without an ID', async () => {
    openTrade(
      { [PATHS.current]: thin(PATHS.current, 'currentOrders', 'no-assumed') },
      'en_US',
      '',
      'btcusdt',
    );
    const rows = await screen.findAllByTestId('trade-order', undefined, LONG);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('BTC/USDT');
    expect(within(rows[0]!).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: 'Cancel' })).toHaveLength(0);
    // The status is spec §4's: it stays, in words.
    expect(screen.getByTestId('order-status-2')).toHaveTextContent('Partially filled');
    expectNoJunk();
  });

  it('required-only orders: every cell "--" and no action, spot and OTC alike', async () => {
    openTrade({
      [PATHS.current]: thin(PATHS.current, 'currentOrders', 'required'),
      [PATHS.otcOrders]: thin(PATHS.otcOrders, 'otcOrders', 'required'),
    });
    const rows = await screen.findAllByTestId('trade-order', undefined, LONG);
    expect(rows).toHaveLength(4);
    expect(screen.getAllByTestId('order-status-absent')).toHaveLength(4);
    expect(screen.queryAllByRole('button', { name: 'Cancel' })).toHaveLength(0);
    expectNoJunk();
    fireEvent.click(screen.getByRole('tab', { name: 'Current OTC orders' }));
    const otc = await screen.findAllByTestId('otc-order', undefined, LONG);
    expect(otc).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'I have paid' })).toBeNull();
    expect(otc[0]).toHaveTextContent('--');
    expectNoJunk();
  });

  it('no-assumed OTC orders: number, counterparty, state and payee "--", no pay or cancel', async () => {
    openTrade(
      { [PATHS.otcOrders]: thin(PATHS.otcOrders, 'otcOrders', 'no-assumed') },
      'en_US',
      '?orders=otc-current',
    );
    const rows = await screen.findAllByTestId('otc-order', undefined, LONG);
    // The date, pair, side, price, quantity and total are spec §3's and stay.
    expect(rows[0]).toHaveTextContent('Buy USDT/SGD');
    expect(rows[0]).toHaveTextContent('998.69 SGD');
    expect(within(rows[0]!).queryByTestId('otc-payee')).toBeNull();
    expect(screen.queryByRole('button', { name: 'I have paid' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expectNoJunk();
  });

  it('a ticker and a price history without their figures show "No data", not "-- SGD" or an empty chart', async () => {
    openTrade({
      [PATHS.ticker]: thin(PATHS.ticker, 'otcTicker', 'no-assumed'),
      [PATHS.history]: thin(PATHS.history, 'otcPriceHistory', 'required'),
    });
    await screen.findAllByTestId('otc-ad', undefined, LONG);
    await waitFor(() => expect(screen.getAllByText('No data').length).toBeGreaterThanOrEqual(2), LONG);
    expect(screen.queryByTestId('otc-ticker')).toBeNull();
    expect(screen.queryByTestId('price-chart')).toBeNull();
    expectNoJunk();
  });
});
