import type { MantineColor } from '@mantine/core';
import type {
  CorporateKycStatus,
  DepositRecordStatus,
  FiatDepositStatus,
  InvestmentProductStatus,
  OtcAdStatus,
  OtcOrderStatus,
  SubscriptionRecordStatus,
  TradeOrderStatus,
  UpiDepositStatus,
  VerificationStatus,
  WithdrawalStatus,
} from '@generated/models';

/**
 * One colour per value of each status enum of the contract (design.md: a status has one colour everywhere),
 * and the translation prefixes that name its values, the badge's default first. Waiting is amber, being
 * checked or in progress blue, done teal, refused or failed red, cancelled or over grey.
 */
interface StatusTable<S extends string | number> {
  colors: Record<S, MantineColor>;
  labels: readonly [string, ...string[]];
}

const table = <S extends string | number>() => {
  return <const L extends readonly [string, ...string[]]>(colors: Record<S, MantineColor>, labels: L) => ({
    colors,
    labels,
  });
};

export const STATUS_TABLES = {
  depositRecord: table<DepositRecordStatus>()({ confirming: 'blue', succeeded: 'teal', failed: 'red' }, [
    'deposit:records.statuses',
  ]),
  fiatDeposit: table<FiatDepositStatus>()(
    { waiting_transfer: 'yellow', checking: 'blue', completed: 'teal', rejected: 'red', cancelled: 'gray' },
    ['history:fiat.depositStatuses'],
  ),
  upiDeposit: table<UpiDepositStatus>()(
    { to_be_paid: 'yellow', in_progress: 'blue', success: 'teal', failed: 'red' },
    ['deposit:upi.statuses'],
  ),
  withdrawal: table<WithdrawalStatus>()(
    { pending_review: 'yellow', succeeded: 'teal', rejected: 'red', cancelled: 'gray' },
    ['history:fiat.withdrawalStatuses', 'withdraw:records.statuses'],
  ),
  // The subscription history's colours (the records' own screen), now also on the investment detail.
  subscriptionRecord: table<SubscriptionRecordStatus>()(
    { pending: 'yellow', rejected: 'red', approved: 'blue', disbursed: 'teal', disburse_failed: 'red' },
    ['history:subscriptions.statuses', 'investments:recordStatus'],
  ),
  investmentProduct: table<InvestmentProductStatus>()(
    { in_subscription: 'teal', subscription_ended: 'gray' },
    ['investments:status'],
  ),
  // Codes 0-6 of spec §4; 1 is "not filled" as the contract decided (TradeOrderStatus).
  tradeOrder: table<TradeOrderStatus>()(
    { 0: 'gray', 1: 'gray', 2: 'blue', 3: 'green', 4: 'dark', 5: 'violet', 6: 'red' },
    ['trade:orders.statuses'],
  ),
  // OTC order states 1-5 of the contract (OtcOrderStatus; the spec shows none): an appeal waits on support.
  otcOrder: table<OtcOrderStatus>()({ 1: 'yellow', 2: 'blue', 3: 'teal', 4: 'gray', 5: 'orange' }, [
    'trade:otcOrders.statuses',
  ]),
  otcAd: table<OtcAdStatus>()({ published: 'green', trading: 'blue', overdue: 'pink', closed: 'gray' }, [
    'trade:ads.statuses',
  ]),
  // The user's one verification status (spec §4), as the verification centre shows it.
  verification: table<VerificationStatus>()(
    { not_verified: 'gray', in_progress: 'blue', verified: 'green' },
    ['kyc:status'],
  ),
  // A corporate application's state (spec §4): to complete is orange, under review blue.
  corporateKyc: table<CorporateKycStatus>()(
    { to_be_verified: 'blue', to_be_improved: 'orange', pending: 'blue', refused: 'red', completed: 'green' },
    ['kyc:corporateStatus.title'],
  ),
} satisfies Record<string, StatusTable<never>>;

export type StatusEnum = keyof typeof STATUS_TABLES;
/** The values of a status enum, as the generated type has them. */
export type StatusOf<E extends StatusEnum> = keyof (typeof STATUS_TABLES)[E]['colors'];
export type StatusLabels<E extends StatusEnum> = (typeof STATUS_TABLES)[E]['labels'][number];

/** A status value's colour from its enum's one table (a badge, or a notice that shows one state). */
export const statusColor = <E extends StatusEnum>(of: E, status: StatusOf<E>): MantineColor | undefined =>
  (STATUS_TABLES[of].colors as Record<string | number, MantineColor>)[status as string | number];
