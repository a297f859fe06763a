import { Card, Stack, Text, Title } from '@mantine/core';
import Big from 'big.js';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitWithdrawal } from '@generated/hooks/funds/funds';
import type { WithdrawConfig, WithdrawalSubmitted } from '@generated/models';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { loadDraft } from '@/forms/form-draft';
import { SchemaForm } from '@/forms/SchemaForm';
import { useBoundCodeSenders } from '@/kit/code-senders/use-bound-code-senders';
import { CODE_SCENES } from '@schemas/auth/code-scenes';
import { formatAmount } from '@/lib/display-format';
import { type WithdrawalFormData, withdrawalForm, withdrawalStart } from '@schemas/assets/withdrawal';
import { withTranslatedFailure } from '../shared/error-text';
import { limitValues } from '../shared/limit-values';
import { chainLabel, chainNameOf, MAIN_NETWORK } from '../shared/networks';
import { useAddressCheck } from '../shared/use-address-check';
import { useWithdrawUser } from '../shared/use-withdraw-user';
import type { Destination, WithdrawalSummary } from './destination';
import { LimitsPanel } from './LimitsPanel';
import { NetworkSelect } from './NetworkSelect';

const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** What arrives: amount − fee, once the amount is above the fee (spec §5). */
function received(amount: string | undefined, fee: string): string | undefined {
  if (!amount || !DECIMAL.test(amount) || !new Big(amount).gt(fee)) return undefined;
  return new Big(amount).minus(fee).toString();
}

export interface WithdrawFormProps {
  limits: WithdrawConfig;
  destination?: Destination;
  onSubmitted: (answer: WithdrawalSubmitted, summary: WithdrawalSummary) => void;
}

/**
 * The network (a saved address's chain when one was chosen), the withdrawal form
 * (schemas/assets/withdrawal.ts) against the coin's server limits, and its submit.
 */
export function WithdrawForm({ limits, destination, onSubmitted }: WithdrawFormProps) {
  const { t } = useTranslation(['withdraw', 'assets']);
  const { methods } = useWithdrawUser();
  const form = useMemo(() => withdrawalForm(limits, methods), [limits, methods]);
  const senders = useBoundCodeSenders(CODE_SCENES.withdraw);
  const submit = useSubmitWithdrawal({ mutation: { meta: SHOWS_OWN_ERRORS } });
  const draftKey = `${form.id}:${limits.symbol}`;
  const [amount, setAmount] = useState(() => loadDraft(draftKey)?.amount as string | undefined);
  const addressCheck = useAddressCheck<WithdrawalFormData>({ refuseSaved: false });
  // A saved address's chain, else the coin's main network (as the deposit screen starts); always shown.
  const [network, setNetwork] = useState(destination?.tokenBase || MAIN_NETWORK);
  const receive = received(amount, limits.fee);
  const shown = (value: string) => formatAmount(value, { decimals: limits.precision });

  return (
    <Stack gap="md">
      <LimitsPanel limits={limits} />
      <Card withBorder padding="lg" maw={640}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t(form.title)}
          </Title>
          <NetworkSelect value={network} known={[destination?.tokenBase]} onChange={setNetwork} />
          <SchemaForm<WithdrawalFormData>
            form={form}
            formData={withdrawalStart(limits) as WithdrawalFormData}
            // Spec §4: what was typed survives the trip to /login and back when the session ends; per coin,
            // so one coin's address never fills another's form. A saved address just picked wins over it.
            draftKey={draftKey}
            given={destination && { address: destination.address, tag: destination.tag }}
            formContext={senders}
            extraErrors={addressCheck.extraErrors}
            submitLabel={t('withdraw:submit')}
            onChange={(data) => {
              setAmount(data.amount);
              addressCheck.onChange(data);
            }}
            onSubmit={async (data) => {
              const address = data.address ?? '';
              const valid = await withTranslatedFailure(
                addressCheck.check({ symbol: data.symbol, address, tag: data.tag }),
                t,
              );
              if (!valid) return;
              const chainName = chainNameOf(network);
              const answer = await withTranslatedFailure(
                submit.mutateAsync({ data: { ...data, address, ...(chainName ? { chainName } : {}) } }),
                t,
                limitValues(limits),
              );
              const shownNetwork =
                network === MAIN_NETWORK ? t('withdraw:network.main') : chainLabel(network);
              if (answer.data) onSubmitted(answer.data, { ...data, address, network: shownNetwork });
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
