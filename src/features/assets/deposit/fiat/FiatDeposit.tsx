import { Card, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetFiatCoinList } from '@generated/hooks/common/common';
import {
  useCreateFiatDeposit,
  useGetCompanyBankInfo,
  getListFiatDepositsQueryKey,
} from '@generated/hooks/funds/funds';
import type { FiatDepositOrder } from '@generated/models';
import { SchemaForm } from '@/forms/SchemaForm';
import { chooseFiat, resolveFiatList } from '@/lib/fiat-list';
import { QueryState } from '@/kit/query-state/QueryState';
import { type FiatDepositFormData, fiatDepositForm } from '@schemas/assets/fiat-deposit';
import { useInvalidate } from '@/kit/cache/use-invalidate';
import { depositErrors, unavailableCode } from '../shared/deposit-errors';
import { DepositUnavailable } from '../shared/DepositUnavailable';
import { CompanyAccount } from './CompanyAccount';
import { FiatDepositReview } from './FiatDepositReview';
import { FiatOrderList } from './FiatOrderList';
import { FiatOrderPanel, LateTransferNotice } from './FiatOrderPanel';
import { FiatSelect } from './FiatSelect';
import { isLateCnyTransfer } from './large-transfer';

// A failed list falls back to USD and CNY (spec §8): no error of its own.
const FIAT_LIST_QUERY = { staleTime: Infinity, retry: false } as const;

/**
 * A bank-transfer deposit (spec §2 /assets/recharge, §3 "Deposit order", §4): the fiat (one of the
 * contract's list), the platform's account for it, the order form, the new order with "I have transferred"
 * and cancel, and the user's orders.
 */
export function FiatDeposit({ symbol: initialSymbol }: { symbol: string }) {
  const { t } = useTranslation('deposit');
  const [draft, setDraft] = useState<Partial<FiatDepositFormData>>({});
  const [order, setOrder] = useState<FiatDepositOrder | null>(null);
  // What the form checked, shown for review before anything is sent (the review step).
  const [review, setReview] = useState<FiatDepositFormData | null>(null);
  const [preferred, setPreferred] = useState(initialSymbol);
  const list = useGetFiatCoinList({}, { query: FIAT_LIST_QUERY });
  const fiats = list.isPending
    ? []
    : resolveFiatList(
        list.isSuccess ? { status: 'success', items: list.data.data ?? [] } : { status: 'error' },
      );
  // The fiat of the link (?symbol=) when the list has it, else the list's first (spec §9).
  const symbol = fiats.length > 0 ? chooseFiat(fiats, preferred).code : preferred;
  const company = useGetCompanyBankInfo({ symbol }, { query: { retry: false } });
  const create = useCreateFiatDeposit();
  const invalidate = useInvalidate();
  const closed = company.isError ? unavailableCode(company.error) : null;
  const form = fiatDepositForm;

  return (
    <Stack gap="lg">
      {order ? (
        <FiatOrderPanel order={order} onChanged={setOrder} onNewOrder={() => setOrder(null)} />
      ) : (
        <>
          <Card withBorder padding="lg" maw={720}>
            <Stack gap="md">
              <Title order={2} size="h4">
                {t(form.title)}
              </Title>
              {fiats.length > 0 && !review && (
                <FiatSelect fiats={fiats} value={symbol} onChange={setPreferred} />
              )}
              {review ? (
                <FiatDepositReview
                  data={review}
                  symbol={symbol}
                  company={company.data?.data ?? undefined}
                  onBack={() => setReview(null)}
                  onConfirm={async () => {
                    const answer = await depositErrors.guard(
                      create.mutateAsync({ data: { amount: review.amount, symbol } }),
                    );
                    void invalidate(getListFiatDepositsQueryKey);
                    setReview(null);
                    if (answer.data) setOrder(answer.data);
                  }}
                />
              ) : (
                <SchemaForm<FiatDepositFormData>
                  form={form}
                  formData={draft as FiatDepositFormData}
                  keepDraft={false}
                  submitLabel={t('fiat.continue')}
                  onChange={setDraft}
                  onSubmit={async (data) => setReview(data)}
                />
              )}
              {isLateCnyTransfer(symbol, draft.amount) && <LateTransferNotice />}
            </Stack>
          </Card>
          {closed ? (
            <DepositUnavailable code={closed} />
          ) : (
            <QueryState query={company} failedTitle={t('fiat.companyFailed')}>
              {company.data?.data && <CompanyAccount account={company.data.data} />}
            </QueryState>
          )}
        </>
      )}
      <FiatOrderList />
    </Stack>
  );
}
