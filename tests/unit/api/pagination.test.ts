// The one pagination adapter on the contract's own named examples: every list wire shape
// (items/total, financeList/count, addressList/count, userMessageList/count, the symbols map) becomes
// { items, total, page, pageSize }.
import { describe, expect, it } from 'vitest';
import type {
  AssetBalances,
  DepositRecordPage,
  TransactionPage,
  UserMessagePage,
  WithdrawAddressPage,
} from '@generated/models';
import { DEFAULT_PAGE_SIZE, FAMILY_LIST_KEYS, toPage, type WirePage } from '@/api/pagination';
import { allContractExamples, contractExample } from '../../test-utils/contract-examples';

const dataOf = <T>(file: string, name: string): T => (contractExample(file, name) as { data: T }).data;

describe('toPage: one interface whatever the wire shape', () => {
  it('passes our own items/total page through (assets transactions)', () => {
    const wire = dataOf<TransactionPage>('assets', 'transactions');
    const page = toPage(wire);
    expect(page).toEqual({ items: wire.items, total: 4, page: 1, pageSize: 20 });
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
      const key = listKeys.find((k) => k in data);
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
