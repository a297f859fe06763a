// design.md "Inside src/": status colours come from one table per status enum of the contract. Every value of
// each enum the app shows as a badge has a colour and its words in both languages (spec §6), and the badge
// renders those words, never the raw value or a missing key.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
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
import { i18n, type Language } from '@/i18n';
import { StatusBadge } from '@/kit/status/StatusBadge';
import { STATUS_TABLES, type StatusEnum } from '@/kit/status/status-tables';
import { renderInLanguage } from '../../test-utils/render';

// The contract's enums, by the table that colours them: a value the contract adds fails here until coloured.
const ENUMS: { [E in StatusEnum]: Record<string, string | number> } = {
  depositRecord: DepositRecordStatus,
  fiatDeposit: FiatDepositStatus,
  upiDeposit: UpiDepositStatus,
  withdrawal: WithdrawalStatus,
  subscriptionRecord: SubscriptionRecordStatus,
  investmentProduct: InvestmentProductStatus,
  tradeOrder: TradeOrderStatus,
  otcAd: OtcAdStatus,
  otcOrder: OtcOrderStatus,
  verification: VerificationStatus,
  corporateKyc: CorporateKycStatus,
};
const LANGUAGES: Language[] = ['en_US', 'zh_CN'];
const kinds = Object.keys(STATUS_TABLES) as StatusEnum[];

afterEach(cleanup);

describe('status badges: one colour table per contract status enum', () => {
  it.each(kinds)('%s: every value has a colour, and the table no value the contract lacks', (kind) => {
    const values = Object.values(ENUMS[kind]).map(String).sort();
    const colors = STATUS_TABLES[kind].colors as Record<string, string>;
    expect(Object.keys(colors).sort()).toEqual(values);
    for (const value of values) expect(colors[value]).toMatch(/^[a-z]+$/);
  });

  it.each(kinds.flatMap((kind) => LANGUAGES.map((language) => [kind, language] as const)))(
    '%s in %s: every value has its words under each label prefix, and the badge shows them',
    async (kind, language) => {
      for (const prefix of STATUS_TABLES[kind].labels) {
        const [ns = '', path] = prefix.split(':');
        await i18n.loadNamespaces(ns);
        for (const value of Object.values(ENUMS[kind])) {
          const key = `${prefix}.${String(value)}`;
          expect(i18n.exists(key, { lng: language }), `${key} in ${language}`).toBe(true);
          const words = i18n.getFixedT(language, ns)(`${path}.${String(value)}`);
          expect(words).not.toBe('');
          await renderInLanguage(
            <StatusBadge of={kind} status={value as never} labels={prefix as never} data-testid="badge" />,
            language,
          );
          expect(screen.getByTestId('badge')).toHaveTextContent(words);
          cleanup();
        }
      }
    },
  );
});
