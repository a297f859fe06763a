// The one pagination adapter on the contract's own named examples: every list wire shape
// (items/total, the family's named lists beside `count`, the symbols map) becomes
// { items, total, page, pageSize } (spec §3 page results, §9 page size 20).
import { describe, expect, it } from 'vitest';
import type {
  AssetBalances,
  BankCardPage,
  CmsArticlePage,
  DepositRecordPage,
  FiatAssetPage,
  FiatDepositPage,
  FiatWithdrawalPage,
  NoticePage,
  OrderHistoryPage,
  OtcOrderPage,
  SubscriptionRecordPage,
  TradeOrderPage,
  TransactionPage,
  UserMessagePage,
  WithdrawAddressPage,
} from '@generated/models';
import { DEFAULT_PAGE_SIZE, FAMILY_LIST_KEYS, toPage, type WirePage } from '@/api/pagination';
import { allContractExamples, contractExample } from '../../test-utils/contract-examples';

const dataOf = <T>(file: string, name: string): T => (contractExample(file, name) as { data: T }).data;

describe('toPage: one interface whatever the wire shape', () => {
  it('passes our own items/total page through (subscription records)', () => {
    const wire = dataOf<SubscriptionRecordPage>('assets', 'subscriptionRecords');
    const page = toPage(wire, { page: 3, pageSize: 5 });
    expect(page).toEqual({ items: wire.items, total: wire.total, page: wire.page, pageSize: wire.pageSize });
  });

  it('spec §3 page results: reads each family list by its name, count as the total, page and size from the request', () => {
    const read = <W extends WirePage>(wire: W, rows: unknown[], count: number) => {
      expect(toPage(wire, { page: 2, pageSize: 10 })).toEqual({
        items: rows,
        total: count,
        page: 2,
        pageSize: 10,
      });
      expect(toPage(wire)).toMatchObject({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
    };
    const fiat = dataOf<FiatAssetPage>('assets', 'fiatAccount');
    read(fiat, fiat.balanceList, 3);
    const history = dataOf<TransactionPage>('assets', 'transactions');
    read(history, history.financeList, 4);
    const cards = dataOf<BankCardPage>('assets', 'bankCards');
    read(cards, cards.bankList, 2);
    const deposits = dataOf<FiatDepositPage>('funds', 'fiatDeposits');
    read(deposits, deposits.financeList, deposits.count);
    const withdrawals = dataOf<FiatWithdrawalPage>('funds', 'fiatWithdrawals');
    read(withdrawals, withdrawals.financeList, withdrawals.count);
    const current = dataOf<TradeOrderPage>('trade', 'currentOrders');
    read(current, current.orderList, 4);
    const orderHistory = dataOf<OrderHistoryPage>('trade', 'orderHistory');
    read(orderHistory, orderHistory.orderList, 3);
    const otc = dataOf<OtcOrderPage>('trade', 'otcOrders');
    read(otc, otc.orderList, 5);
    const cms = dataOf<CmsArticlePage>('content', 'cmsList');
    read(cms, cms.cmsList, 3);
    const notices = dataOf<NoticePage>('content', 'noticeList');
    read(notices, notices.noticeList, 3);
  });

  it("takes the content lists' `pagesize` as the page size (cms/list, notice/notice_info_list)", () => {
    const notices = dataOf<NoticePage>('content', 'noticeList');
    expect(toPage(notices, { page: 3, pagesize: 5 })).toMatchObject({ page: 3, pageSize: 5, total: 3 });
    expect(toPage(dataOf<CmsArticlePage>('content', 'cmsListEmpty'), { pagesize: 20 })).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
  });

  it('reads the family financeList + count with the page from the request (pageNum, spec §9 size 20)', () => {
    const wire = dataOf<DepositRecordPage>('funds', 'depositRecords');
    const page = toPage(wire, { pageNum: 2 });
    expect(page.items).toBe(wire.financeList);
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: DEFAULT_PAGE_SIZE });
    expect(toPage(dataOf<DepositRecordPage>('funds', 'depositRecordsEmpty'))).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
  });

  it('reads the family addressList + count and userMessageList + count', () => {
    const addresses = dataOf<WithdrawAddressPage>('assets', 'withdrawAddresses');
    expect(toPage(addresses, { page: 1, pageSize: 50 })).toEqual({
      items: addresses.addressList,
      total: 2,
      page: 1,
      pageSize: 50,
    });
    const messages = dataOf<UserMessagePage>('message', 'messageList');
    expect(toPage(messages).items.map((m) => m.id)).toEqual(messages.userMessageList.map((m) => m.id));
    expect(toPage(messages).total).toBe(4);
  });

  it('turns the family symbols map into rows (finance/v5/account_balance)', () => {
    const wire = dataOf<AssetBalances>('assets', 'tokenAccount');
    const page = toPage(wire);
    expect(page.items.map((row) => row.coinSymbol)).toEqual(['USDT', 'HOR', 'SGB27', 'BTC']);
    expect(page).toMatchObject({ total: 4, page: 1 });
    expect(toPage(dataOf<AssetBalances>('assets', 'assetsEmpty'))).toMatchObject({ items: [], total: 0 });
  });

  it('rejects a count without any known list rather than showing an empty list', () => {
    expect(() => toPage({ count: 3 } as WirePage)).toThrow(/financeList/);
  });

  it('reads every list answer of the contract, rows and total intact', () => {
    const listKeys = ['items', 'symbols', ...FAMILY_LIST_KEYS];
    const lists = allContractExamples().flatMap(([file, name, value]) => {
      const data = (value as { data?: unknown } | null)?.data;
      if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
      // A named list the adapter does not know is still a list: toPage must read it, not skip it.
      const key = listKeys.find((k) => k in data) ?? Object.keys(data).find((k) => /List$/.test(k));
      // The unread-count answer carries userMessageList beside noReadMsgCount: a preview, not a page.
      const paged = 'count' in data || 'total' in data || key === 'symbols';
      return key && paged ? [{ where: `${file}#${name}`, data: data as Record<string, unknown>, key }] : [];
    });
    const seen = new Set(lists.map(({ key }) => key));
    expect([...seen].sort()).toEqual([...listKeys].sort());
    for (const { where, data, key } of lists) {
      const rows = data[key] as unknown[] | Record<string, unknown>;
      const expected = Array.isArray(rows) ? rows : Object.values(rows);
      const page = toPage(data as unknown as WirePage);
      expect(page.items, where).toEqual(expected);
      expect(page.total, where).toBe(data.total ?? data.count ?? expected.length);
      expect(page.total, where).toBeGreaterThanOrEqual(page.items.length);
    }
  });
});
