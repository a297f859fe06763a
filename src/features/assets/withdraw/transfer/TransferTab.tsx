import { useState } from 'react';
import type { InternalTransferResult } from '@generated/models';
import { useCoinChains } from '@/kit/market/use-coin-chains';
import { Loading } from '@/ui/Loading';
import { useWithdrawRules } from '../shared/use-withdraw-rules';
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
  const { limits, waiting } = useWithdrawRules(symbol);
  const { chains, settled } = useCoinChains(symbol);
  if (!limits) return waiting;
  if (!settled) return <Loading />;
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
      chains={chains}
      initial={step.initial}
      onChecked={(transfer) => setStep({ kind: 'confirm', transfer })}
    />
  );
}
