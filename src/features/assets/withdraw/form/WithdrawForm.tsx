import { Card, Stack, Text, Title } from '@mantine/core';
import Big from 'big.js';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawRules } from '../shared/use-withdraw-rules';
import { clearDraft, loadDraft } from '@/forms/form-draft';
import { SchemaForm } from '@/forms/SchemaForm';
import { preloadFormValidator } from '@/forms/use-form-validator';
import { useFocusOnShow } from '@/ui/use-focus-on-show';
import { CodeScene } from '@generated/models';
import { useCodeSenders } from '@/kit/code-senders/use-code-senders';
import { formatAmount } from '@/lib/display-format';
import {
  type WithdrawalFormData,
  withdrawalForm,
  withdrawalSchema,
  withdrawalStart,
} from '@schemas/assets/withdrawal';
import { withdrawErrors } from '../shared/error-text';
import { useAddressCheck } from '../shared/use-address-check';
import { useWithdrawUser } from '../shared/use-withdraw-user';
import type { Destination } from './destination';
import { draftFitsChains } from './draft-fits';
import { LimitsPanel } from './LimitsPanel';

const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** Where a coin's withdrawal draft is kept: per coin, so one coin's address never fills another's form. */
export const withdrawalDraftKey = (symbol: string) => `withdrawal:${symbol}`;

/** What arrives: amount − fee, once the amount is above the fee (spec §5). */
function received(amount: string | undefined, fee: string): string | undefined {
  if (!amount || !DECIMAL.test(amount) || !new Big(amount).gt(fee)) return undefined;
  return new Big(amount).minus(fee).toString();
}

export interface WithdrawFormProps {
  limits: WithdrawRules;
  /** The coin's networks (market chainNames); empty: the coin's main network, chainName left out. */
  chains: string[];
  destination?: Destination;
  /** What was filled in before (back from the review): nothing is typed twice. */
  initial?: WithdrawalFormData;
  onReview: (data: WithdrawalFormData) => void;
}

// The form's validator (and what it imports) starts loading with the screen's code, not once the coin's limits
// have answered and the form renders: on a throttled phone it was the last thing the screen waited for.
void preloadFormValidator(withdrawalSchema(), 'withdrawal');

/**
 * The withdrawal form (schemas/assets/withdrawal.ts): the network, the address in that network's format
 * (checked here, then by the server with the network), the amount against the coin's server limits; a
 * valid form goes to the review step.
 */
export function WithdrawForm({ limits, chains, destination, initial, onReview }: WithdrawFormProps) {
  const { t } = useTranslation(['withdraw', 'assets']);
  const { methods } = useWithdrawUser();
  const form = useMemo(() => withdrawalForm(limits, methods, chains), [limits, methods, chains]);
  const senders = useCodeSenders(CodeScene.WITHDRAW);
  const draftKey = withdrawalDraftKey(limits.symbol);
  // A draft comes back whole or not at all: its address is bound to its network (spec §3), so a draft
  // whose network the coin no longer offers is dropped rather than restored on another chain.
  const [draft] = useState(() => {
    const kept = loadDraft(draftKey);
    if (kept && !draftFitsChains(kept, chains)) clearDraft(draftKey);
    return kept && draftFitsChains(kept, chains) ? kept : undefined;
  });
  const [amount, setAmount] = useState(() => (initial?.amount ?? draft?.amount) as string | undefined);
  const addressCheck = useAddressCheck<WithdrawalFormData>({ refuseSaved: false });
  // Opened by a control that is gone (an address book's "Withdraw to"), the form takes the focus; opened with
  // the page, it leaves it where it is. Back from the review gives it to the submit button (ReviewStep).
  const heading = useFocusOnShow<HTMLHeadingElement>(Boolean(destination && !initial));
  const receive = received(amount, limits.fee);
  const shown = (value: string) => formatAmount(value, { decimals: limits.precision });
  // A saved address just picked comes with its own network (its tokenBase, when the coin offers it).
  const given = destination &&
    !initial && {
      address: destination.address,
      tag: destination.tag,
      chainName: chains.includes(destination.tokenBase) ? destination.tokenBase : undefined,
    };
  const start = {
    ...withdrawalStart(limits),
    // One network: nothing to choose.
    ...(chains.length === 1 ? { chainName: chains[0] } : {}),
  } as WithdrawalFormData;

  return (
    <Stack gap="md">
      <LimitsPanel limits={limits} />
      <Card withBorder padding="lg" maw={640}>
        <Stack gap="md">
          <Title order={2} size="h4" ref={heading} tabIndex={-1}>
            {t(form.title)}
          </Title>
          <SchemaForm<WithdrawalFormData>
            form={form}
            formData={initial ?? start}
            // Spec §4: what was typed survives the trip to /login and back when the session ends; per coin,
            // so one coin's address never fills another's form. A saved address just picked wins over it.
            draftKey={draftKey}
            given={given || undefined}
            formContext={senders.formContext}
            extraErrors={addressCheck.extraErrors}
            submitLabel={t('withdraw:review.next')}
            onChange={(data) => {
              setAmount(data.amount);
              addressCheck.onChange(data);
            }}
            onSubmit={async (data) => {
              const address = data.address ?? '';
              const valid = await withdrawErrors.guard(
                addressCheck.check({
                  symbol: data.symbol,
                  chainName: data.chainName,
                  address,
                  tag: data.tag,
                }),
              );
              if (valid) onReview({ ...data, address });
            }}
          />
          <Text size="sm" data-testid="withdraw-receive">
            {t('withdraw:limits.receive', {
              amount: receive === undefined ? '--' : shown(receive),
              symbol: limits.symbol,
            })}
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
