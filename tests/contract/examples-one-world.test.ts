// The contract's named examples are one world (design.md "Contract": ids, prices, balances and statuses agree
// across related operations): the mock serves them and the QA switch picks among them, so a fact told by two
// examples must be told alike.
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import type { InvestmentProduct, Market, SubscriptionRecord } from '@generated/models';
import { allContractExamples, contractExample } from '../test-utils/contract-examples';
import { httpMethods, readYaml, yamlFilesIn, type Operation } from './load-contract';

type Row = Record<string, unknown>;
interface Envelope<T> {
  data: T;
}
interface Page<T> {
  page: number;
  pageSize: number;
  total: number;
  items: T[];
}
/** A family list (api-family.md "Lists ... answer a list plus a `count`"): one named list beside `count`. */
type FamilyList<K extends string, T> = { count: number } & Record<K, T[]>;
interface Asset {
  coinSymbol: string;
  total: string;
  valuation: string;
}
type Product = Required<Pick<InvestmentProduct, 'symbol' | 'issueUnitPrice' | 'subscriptionCoin'>>;
// The examples carry every field (the schema requires few: a server may leave them out).
type Subscription = Required<SubscriptionRecord>;
interface Movement {
  ctime: number;
  coinSymbol: string;
  amount: string;
  transactionScene: string;
}

const data = <T>(file: string, name: string) => (contractExample(file, name) as Envelope<T>).data;
const products = data<Page<Product>>('investments', 'productList').items;
const usdRates = data<{ rate: Record<string, Record<string, string>> }>('common', 'rates').rate.usd ?? {};
const btcUsd = new Big(usdRates.BTC ?? '0');
const subscriptionLists: [string, string][] = [
  ['investments', 'productRecords'],
  ['assets', 'subscriptionRecords'],
  ['assets', 'subscriptionRecordsManyPages'],
];
const subscriptions = subscriptionLists.flatMap(([file, name]) =>
  data<Page<Subscription>>(file, name).items.map((record) => ({ where: `${file}#${name}`, record })),
);
const placed = data<Subscription>('investments', 'subscribed');

/** USD value of one unit: a product at its issue price in a dollar stablecoin, a coin at the rates' price. */
const usdPriceOf = (coin: string): Big | undefined => {
  const product = products.find((p) => p.symbol === coin);
  if (product) return new Big(product.issueUnitPrice);
  if (coin === 'USDT' || coin === 'USDC') return new Big(1); // the examples value stablecoins at par
  const rate = usdRates[coin];
  return rate === undefined ? undefined : new Big(rate);
};

describe('contract examples are one world (design.md "Contract")', () => {
  it('spec §3 asset row: a valuation is total × USD price ÷ BTC price, and the accounts add up', () => {
    expect(btcUsd.gt(0)).toBe(true);
    const accounts = ['tokenAccount', 'spotAccount'].map((name) => {
      const account = data<{ total_balance_in_btc: string; symbols: Record<string, Asset> }>('assets', name);
      let sum = new Big(0);
      for (const asset of Object.values(account.symbols)) {
        const price = usdPriceOf(asset.coinSymbol);
        expect(price, `${name} ${asset.coinSymbol} has a price`).toBeDefined();
        const expected = new Big(asset.total)
          .times(price ?? 0)
          .div(btcUsd)
          .round(8);
        expect(
          new Big(asset.valuation).minus(expected).abs().lte('0.00000001'),
          `${name} ${asset.coinSymbol}`,
        ).toBe(true);
        sum = sum.plus(asset.valuation);
      }
      expect(sum.eq(account.total_balance_in_btc), `${name} total`).toBe(true);
      return [name.replace('Account', ''), account.total_balance_in_btc] as const;
    });
    const overview = data<{
      total_balance_in_btc: string;
      accounts: { accountType: string; balanceInBtc: string }[];
    }>('assets', 'overview');
    for (const [type, btc] of accounts)
      expect(overview.accounts.find((a) => a.accountType === type)?.balanceInBtc, type).toBe(btc);
    const overviewSum = overview.accounts.reduce((sum, a) => sum.plus(a.balanceInBtc), new Big(0));
    expect(overviewSum.eq(overview.total_balance_in_btc)).toBe(true);
  });

  it('spec §3 subscription record: the placed subscription is the newest record, alike in every list', () => {
    for (const [file, name] of subscriptionLists.slice(0, 2)) {
      const found = data<Page<Subscription>>(file, name).items.find((r) => r.recordId === placed.recordId);
      expect(found, `${file}#${name} lists ${placed.recordId}`).toBeDefined();
      for (const field of ['ctime', 'symbol', 'quantity', 'unitPrice', 'totalAmount', 'status'] as const)
        expect(found?.[field], `${file}#${name} ${field}`).toEqual(placed[field]);
    }
  });

  it("spec §3 subscription record: the user's records of all products list every record of a product", () => {
    const all = data<Page<Subscription>>('assets', 'subscriptionRecords');
    expect(all.items).toHaveLength(all.total); // one page holds them all, so none may be missing
    for (const record of data<Page<Subscription>>('investments', 'productRecords').items)
      expect(
        all.items.map((r) => r.recordId),
        record.recordId,
      ).toContain(record.recordId);
  });

  it('spec §3 subscription record: one id is one subscription, one subscription has one id', () => {
    for (const { where, record } of subscriptions) {
      for (const other of [...subscriptions, { where: 'investments#subscribed', record: placed }]) {
        if (other.record.recordId !== record.recordId) {
          if (other.record.symbol === record.symbol)
            expect(
              other.record.ctime,
              `${record.recordId} and ${other.record.recordId} placed at once`,
            ).not.toBe(record.ctime);
          continue;
        }
        for (const [field, value] of Object.entries(other.record))
          if (field in record)
            expect(value, `${record.recordId} ${field}: ${where} vs ${other.where}`).toEqual(
              record[field as keyof Subscription],
            );
      }
    }
  });

  it('spec §3 history: a subscription row is a record: the pay coin out at its total when placed, the token in at its quantity', () => {
    const records = [...subscriptions.map((s) => s.record), placed];
    for (const name of ['transactions', 'transactionsLatest30']) {
      const rows = data<FamilyList<'financeList', Movement>>('assets', name).financeList.filter(
        (r) => r.transactionScene === 'subscription',
      );
      expect(rows.length, name).toBeGreaterThan(0);
      for (const row of rows) {
        const matches = records.filter((r) =>
          row.coinSymbol === r.symbol
            ? new Big(row.amount).eq(r.quantity) && row.ctime >= r.ctime && r.status === 'disbursed'
            : row.coinSymbol === r.payCoinSymbol &&
              row.ctime === r.ctime &&
              new Big(row.amount).eq(new Big(r.totalAmount).neg()),
        );
        expect(matches.length, `${name}: ${row.coinSymbol} ${row.amount} at ${row.ctime}`).toBeGreaterThan(0);
      }
    }
  });

  it('spec §5 internal transfer: the recipient found is a verified user other than the sender', () => {
    const recipient = data<{ uid: number }>('funds', 'recipient');
    const users = allContractExamples()
      .filter(([file]) => file === 'user')
      .map(([, name, value]) => [name, (value as Envelope<Row | null>).data] as const)
      .filter(([, user]) => user && typeof user === 'object' && 'kyc' in user);
    for (const [name, user] of users)
      if (user?.id === recipient.uid) expect(user.kyc, `user#${name} is the recipient`).toBe('approved');
    expect(data<Row>('user', 'kycApproved').id).not.toBe(recipient.uid);
  });

  it('spec §3 withdrawal record: the submitted fiat withdrawal is the pending row of the list, and the one cancelled', () => {
    const submitted = data<{ id: string }>('funds', 'fiatWithdrawSubmitted');
    const request = contractExample('funds', 'fiatWithdrawRequest') as Row;
    const row = data<FamilyList<'financeList', Row>>('funds', 'fiatWithdrawals').financeList.find(
      (r) => r.id === submitted.id,
    );
    expect(row, `fiatWithdrawals lists ${submitted.id}`).toMatchObject({
      symbol: request.symbol,
      amount: request.amount,
      fee: request.fee,
      status: 'pending_review',
    });
    expect((contractExample('funds', 'fiatWithdrawCancelRequest') as Row).id).toBe(submitted.id);
  });

  it('spec §3 page results: a page carries the rows its total and page size leave for it', () => {
    const pages = allContractExamples().flatMap(([file, name, value]) => {
      const page = (value as Partial<Envelope<Partial<Page<unknown>>>>).data;
      if (!page || typeof page !== 'object' || !Array.isArray(page.items)) return [];
      if (typeof page.total !== 'number' || typeof page.pageSize !== 'number') return [];
      return [{ where: `${file}#${name}`, page: page as Page<unknown> }];
    });
    expect(pages.length).toBeGreaterThan(5);
    for (const { where, page } of pages) {
      const left = Math.max(0, page.total - ((page.page ?? 1) - 1) * page.pageSize);
      expect(page.items.length, where).toBe(Math.min(page.pageSize, left));
    }
  });

  it("spec §3 page results: a family list carries the rows its count and the request's page and page size leave for it", () => {
    // A family list answers no page fields (api-family.md "Lists"): its page and page size are those of the
    // operation's default request example (`pageSize`, `pagesize` on the content lists; `pageNum` on
    // record/deposit_list).
    const named = (ref: unknown): [string, string] | undefined => {
      const found = /examples\/(\w+)\.yaml#\/(\w+)$/.exec(String(ref ?? ''));
      return found ? [found[1]!, found[2]!] : undefined;
    };
    const valueOf = (example: { $ref?: string; value?: unknown }): unknown => {
      const ref = named(example.$ref);
      return ref ? contractExample(...ref) : example.value;
    };
    const familyListOf = (value: unknown) => {
      const page = (value as Partial<Envelope<Row>> | null)?.data;
      if (!page || typeof page.count !== 'number') return undefined;
      const lists = Object.entries(page).filter(([key, rows]) => /List$/.test(key) && Array.isArray(rows));
      return lists.length === 1 ? { count: page.count, rows: lists[0]![1] as unknown[] } : undefined;
    };
    const checked = new Set<string>();
    for (const file of yamlFilesIn('paths'))
      for (const item of Object.values(readYaml(file) as Record<string, Record<string, Operation>>))
        for (const operation of httpMethods.flatMap((method) => (item[method] ? [item[method]] : []))) {
          const answers = Object.values(
            operation.responses['200']?.content?.['application/json']?.examples ?? {},
          ) as { $ref?: string; value?: unknown }[];
          const lists = answers.flatMap((answer) => {
            const list = familyListOf(valueOf(answer));
            return list
              ? [{ where: named(answer.$ref)?.join('#') ?? String(operation.operationId), ...list }]
              : [];
          });
          if (lists.length === 0) continue;
          const [request] = Object.values(
            operation.requestBody?.content['application/json']?.examples ?? {},
          ) as { $ref?: string; value?: unknown }[];
          const asked = (request ? valueOf(request) : {}) as Row;
          const pageSize = asked.pageSize ?? asked.pagesize;
          const page = (asked.page ?? asked.pageNum ?? 1) as number;
          expect(pageSize, `${operation.operationId}: its default request names the page size`).toBeTypeOf(
            'number',
          );
          for (const { where, count, rows } of lists) {
            const left = Math.max(0, count - (page - 1) * (pageSize as number));
            expect(rows.length, `${where} (${operation.operationId})`).toBe(
              Math.min(pageSize as number, left),
            );
            checked.add(where);
          }
        }
    const everyFamilyList = allContractExamples()
      .filter(([, , value]) => familyListOf(value))
      .map(([file, name]) => `${file}#${name}`);
    expect(everyFamilyList.length).toBeGreaterThanOrEqual(20);
    expect([...checked].sort(), 'every family list example is answered by an operation').toEqual(
      [...new Set(everyFamilyList)].sort(),
    );
  });

  it('spec §3 "Default language-to-fiat": every fiat code in the examples is spelt one way (lower case, as the fiat list codes it)', () => {
    // The fiat list's codes; its `value` is the label shown to the user, so upper case there is no second spelling.
    const codes = data<{ code: string }[]>('common', 'fiatCoins').map((fiat) => fiat.code.toLowerCase());
    expect(codes.length).toBeGreaterThan(0);
    // Every spelling other than the list's lower-case code, with the first example that uses it.
    const otherSpellings = new Map<string, string>();
    const note = (text: string, where: string) => {
      if (text !== text.toLowerCase() && codes.includes(text.toLowerCase()) && !otherSpellings.has(text))
        otherSpellings.set(text, where);
    };
    for (const [file, name, value] of allContractExamples()) {
      const visit = (node: unknown, isFiatLabel: boolean): void => {
        if (typeof node === 'string') {
          if (!isFiatLabel) note(node, `${file}#${name}`);
        } else if (Array.isArray(node)) node.forEach((child) => visit(child, false));
        else if (node && typeof node === 'object') {
          const isFiatCoin = 'code' in node && 'fiat_symbol' in node;
          for (const [key, child] of Object.entries(node)) {
            note(key, `${file}#${name}`); // map keys too: the rates are keyed by fiat code (spec §7)
            visit(child, isFiatCoin && key === 'value');
          }
        }
      };
      visit(value, false);
    }
    expect(Object.fromEntries(otherSpellings)).toEqual({});
  });

  it('spec §3 investment product: its contract address is fictitious (an EVM address no deployed contract has)', () => {
    const addresses = allContractExamples().flatMap(([file, name, value]) => {
      const found: string[] = [];
      const visit = (node: unknown): void => {
        if (Array.isArray(node)) node.forEach(visit);
        else if (node && typeof node === 'object')
          for (const [key, child] of Object.entries(node))
            if (key === 'contractAddress' && typeof child === 'string') found.push(child);
            else visit(child);
      };
      visit(value);
      return found.map((address) => [`${file}#${name}`, address] as const);
    });
    expect(addresses.length).toBeGreaterThan(0);
    for (const [where, address] of addresses) {
      expect(address, where).toMatch(/^0x[0-9a-fA-F]{40}$/);
      // A deployed contract's address is a hash, so its digits look random; 28 zero digits of 40 do not.
      expect(address.slice(2).replace(/[^0]/g, '').length, `${where} ${address}`).toBeGreaterThanOrEqual(28);
    }
  });
});

// spec §3 "Market": the coin map, chains and symbol map of public info name every coin, chain and trading
// pair the other examples use, and agree with the decimals those examples carry.
describe('contract examples and the market of public info are one world (spec §3 "Market")', () => {
  const market = data<{ market: Market }>('public', 'default').market;
  /** [where, key, value] of every string under the keys asked, in the named example files. */
  const valuesOf = (files: string[], keys: string[]) =>
    allContractExamples()
      .filter(([file]) => files.includes(file))
      .flatMap(([file, name, value]) => {
        const found: [string, string, string, Row][] = [];
        const visit = (node: unknown): void => {
          if (Array.isArray(node)) node.forEach(visit);
          else if (node && typeof node === 'object')
            for (const [key, child] of Object.entries(node))
              if (keys.includes(key) && typeof child === 'string')
                found.push([`${file}#${name}`, key, child, node as Row]);
              else visit(child);
        };
        visit(value);
        return found;
      });
  // Upper case is a coin; lower case is a fiat code (assets, funds) or a trading pair (trade).
  const isCoinCode = (value: string) => /^[A-Z0-9]+$/.test(value);

  it('every public info example carries the same market, and the coin list is the coin map', () => {
    for (const [file, name, value] of allContractExamples())
      if (file === 'public' && (value as Envelope<Row>).data && 'siteKey' in (value as Envelope<Row>).data)
        expect((value as Envelope<{ market: Market }>).data.market, name).toEqual(market);
    expect([...(market.coinList ?? [])].sort()).toEqual(Object.keys(market.coinMap).sort());
  });

  it('every coin the account, withdraw and OTC examples use is in the coin map', () => {
    const coins = valuesOf(
      ['assets', 'funds', 'trade'],
      ['coinSymbol', 'symbol', 'payCoinSymbol', 'feeCoin', 'baseCoin', 'quoteCoin'],
    ).filter(([, , value]) => isCoinCode(value));
    expect(coins.length).toBeGreaterThan(50);
    for (const [where, key, coin] of coins)
      expect(market.coinMap[coin], `${where} ${key} ${coin}`).toBeDefined();
  });

  it('every trading pair the trade examples use is in the symbol map, its coins in the coin map', () => {
    const pairs = valuesOf(['trade'], ['symbol']).filter(([, , value]) => !isCoinCode(value));
    expect(pairs.length).toBeGreaterThan(0);
    for (const [where, , pair] of pairs) expect(market.symbolMap?.[pair], `${where} ${pair}`).toBeDefined();
    for (const [pair, entry] of Object.entries(market.symbolMap ?? {}))
      for (const coin of [entry.baseCoin, entry.quoteCoin])
        expect(market.coinMap[coin ?? ''], `${pair} ${coin}`).toBeDefined();
  });

  it('every chainName the deposit and withdraw examples use is in the chains, carrying that coin', () => {
    const chains = market.chains ?? {};
    for (const [name, chain] of Object.entries(chains)) {
      expect(chain.chainName, `chains key ${name}`).toBe(name);
      for (const coin of chain.coins ?? []) expect(market.coinMap[coin], `${name} ${coin}`).toBeDefined();
    }
    const used = valuesOf(['assets', 'funds'], ['chainName']);
    expect(used.length).toBeGreaterThan(0);
    for (const [where, , chainName, row] of used) {
      expect(chains[chainName], `${where} ${chainName}`).toBeDefined();
      const coin = row.symbol ?? row.coinSymbol;
      if (typeof coin === 'string') expect(chains[chainName]?.coins, `${where} ${coin}`).toContain(coin);
    }
  });

  it('a coin keeps the decimals its withdraw rules and its product give it, and no example amount has more', () => {
    const precisions = allContractExamples().flatMap(([file, name, value]) => {
      const row = (value as Partial<Envelope<Row | null>>).data;
      if (!row || typeof row !== 'object' || typeof row.precision !== 'number') return [];
      if (typeof row.symbol !== 'string' || !isCoinCode(row.symbol)) return [];
      return [[`${file}#${name}`, row.symbol, row.precision] as const];
    });
    expect(precisions.length).toBeGreaterThan(0);
    for (const [where, coin, precision] of precisions)
      expect(market.coinMap[coin]?.coin_precision, `${where} ${coin}`).toBe(precision);
    for (const name of ['tokenAccount', 'spotAccount'])
      for (const asset of Object.values(data<{ symbols: Record<string, Row> }>('assets', name).symbols))
        for (const field of ['total', 'available', 'frozen'])
          expect(
            String(asset[field]).split('.')[1]?.length ?? 0,
            `${name} ${String(asset.coinSymbol)} ${field}`,
          ).toBeLessThanOrEqual(market.coinMap[String(asset.coinSymbol)]?.coin_precision ?? -1);
  });
});
