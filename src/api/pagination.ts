// The one pagination adapter: every list the contract answers, whatever its wire shape,
// reaches the screens as { items, total, page, pageSize }. Wire shapes: our own pages (PageInfo + items),
// the family's named lists plus `count` (financeList, addressList, orderList, ...; api-family.md "Lists
// ... answer a list plus a count") and the family's balance map (`symbols`, finance/v5/account_balance).
import type {
  AssetBalances,
  BankCardPage,
  CmsArticlePage,
  DepositRecordListRequest,
  DepositRecordPage,
  FiatAssetPage,
  FiatDepositPage,
  FiatWithdrawalPage,
  ListCount,
  NoticePage,
  OrderHistoryPage,
  OtcOrderPage,
  PageInfo,
  PageQuery,
  PagesizeQuery,
  TradeOrderPage,
  TransactionPage,
  UserMessagePage,
  WithdrawAddressPage,
} from '@generated/models';

/** What a screen sees of any list. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The paging fields a list request carries: `page` and `pageSize` on most calls, `pageNum` on
 * record/deposit_list, `pagesize` on the content lists (cms/list, notice/notice_info_list).
 */
export type PageRequest = PageQuery &
  Pick<DepositRecordListRequest, 'pageNum'> &
  Pick<PagesizeQuery, 'pagesize'>;

// spec §9: a page holds 20 rows unless the request says otherwise.
export const DEFAULT_PAGE_SIZE = 20;

/** The family lists' answers, each a named list beside `count` (generated page types). */
type FamilyPage =
  | DepositRecordPage
  | WithdrawAddressPage
  | UserMessagePage
  | FiatAssetPage
  | TransactionPage
  | BankCardPage
  | FiatDepositPage
  | FiatWithdrawalPage
  | TradeOrderPage
  | OrderHistoryPage
  | OtcOrderPage
  | CmsArticlePage
  | NoticePage;
type KeysOfAny<U> = U extends unknown ? keyof U : never;

/** The family's list names (each answered beside `count`), taken from the generated page types. */
export const FAMILY_LIST_KEYS = [
  'financeList',
  'addressList',
  'userMessageList',
  'balanceList',
  'bankList',
  'orderList',
  'cmsList',
  'noticeList',
] as const satisfies readonly Exclude<
  KeysOfAny<FamilyPage>,
  keyof ListCount | 'total_balance_in_btc' | 'total_balance_in_usd'
>[];
type FamilyListKey = (typeof FAMILY_LIST_KEYS)[number];

type OwnPage<T> = PageInfo & { items: T[] };
type FamilyList<T> = ListCount & { [key in FamilyListKey]?: T[] };
type BalanceMap<T> = Pick<AssetBalances, 'total_balance_in_btc' | 'total_balance_in_usd'> & {
  symbols: Record<string, T>;
};
export type WirePage<T = unknown> = OwnPage<T> | FamilyList<T> | BalanceMap<T>;

/** The row type of a family list: the rows of whichever named list it carries. */
type FamilyRow<W> = {
  [K in FamilyListKey & keyof W]: W[K] extends (infer T)[] ? T : never;
}[FamilyListKey & keyof W];

/** The row type of a wire page. */
export type PageItem<W> = W extends { items: (infer T)[] }
  ? T
  : W extends { symbols: Record<string, infer T> }
    ? T
    : FamilyRow<W>;

const requestedPage = (request: PageRequest): number => request.page ?? request.pageNum ?? 1;
const requestedPageSize = (request: PageRequest): number =>
  request.pageSize ?? request.pagesize ?? DEFAULT_PAGE_SIZE;

function familyRows<T>(wire: FamilyList<T>): T[] {
  const key = FAMILY_LIST_KEYS.find((name) => Array.isArray(wire[name]));
  if (!key) throw new Error(`list answer has none of ${FAMILY_LIST_KEYS.join(', ')}`);
  return wire[key] ?? [];
}

/**
 * The list in `wire` as one page. Our own pages carry their paging; a family list answers only its rows
 * and `count`, so page and page size come from the request; the balance map is one page of every row.
 */
export function toPage<W extends WirePage>(wire: W, request: PageRequest = {}): Page<PageItem<W>> {
  if ('items' in wire) {
    const own = wire as OwnPage<PageItem<W>>;
    // Paging fields may be left out (PageInfo requires none): the request's, and a total that ends here.
    const page = own.page ?? requestedPage(request);
    const pageSize = own.pageSize ?? requestedPageSize(request);
    const total = own.total ?? (page - 1) * pageSize + own.items.length;
    return { items: own.items, total, page, pageSize };
  }
  if ('symbols' in wire) {
    const items = Object.values((wire as BalanceMap<PageItem<W>>).symbols);
    return { items, total: items.length, page: 1, pageSize: Math.max(items.length, DEFAULT_PAGE_SIZE) };
  }
  const family = wire as FamilyList<PageItem<W>>;
  return {
    items: familyRows(family),
    total: family.count,
    page: requestedPage(request),
    pageSize: requestedPageSize(request),
  };
}
