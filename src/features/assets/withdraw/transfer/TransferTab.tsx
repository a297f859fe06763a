import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useGetWithdrawConfig } from '@generated/hooks/funds/funds';
import type { InternalTransferResult } from '@generated/models';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { LoadState } from '@/ui/LoadState';
import { KycLink } from '../form/KycLink';
import { useLoadState } from '../shared/load-state';
import { TransferConfirm } from './TransferConfirm';
import { TransferDone } from './TransferDone';
import { TransferForm, type CheckedTransfer } from './TransferForm';

type Step =
  | { kind: 'form'; initial?: CheckedTransfer['data'] }
  | { kind: 'confirm'; transfer: CheckedTransfer }
  | { kind: 'done'; result: InternalTransferResult };

/**
 * Internal transfer (spec §4, §5): on chain to an address, or to another user by UID, phone or email.
 * The recipient is checked before the user confirms; the coin's fee and decimals are the withdraw rules'.
 */
export function TransferTab({ symbol }: { symbol: string }) {
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const config = useGetWithdrawConfig({ symbol }, { query: { meta: SHOWS_OWN_ERRORS } });
  const limits = config.data?.data;
  const loadState = useLoadState(config);
  if (config.isPending || config.isError || !limits)
    return (
      <Stack gap="sm">
        <LoadState {...loadState}>{null}</LoadState>
        <KycLink error={config.error} />
      </Stack>
    );
  if (step.kind === 'done')
    return <TransferDone result={step.result} onAgain={() => setStep({ kind: 'form' })} />;
  if (step.kind === 'confirm')
    return (
      <TransferConfirm
        transfer={step.transfer}
        limits={limits}
        onBack={() => setStep({ kind: 'form', initial: step.transfer.data })}
        onDone={(result) => setStep({ kind: 'done', result })}
      />
    );
  return (
    <TransferForm
      config={limits}
      initial={step.initial}
      onChecked={(transfer) => setStep({ kind: 'confirm', transfer })}
    />
  );
}
