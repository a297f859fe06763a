import { useState } from 'react';
import { IdentityCheck } from '../identity/IdentityCheck';
import { useWithdrawRules } from '../shared/use-withdraw-rules';
import type { Destination, WithdrawalSummary } from './destination';
import { Submitted } from './Submitted';
import { WithdrawBlocked } from './WithdrawBlocked';
import { WithdrawForm } from './WithdrawForm';

type Step =
  | { kind: 'form' }
  | { kind: 'identity'; withdrawId: number; summary: WithdrawalSummary }
  | { kind: 'done'; summary: WithdrawalSummary };

export interface WithdrawTabProps {
  symbol: string;
  destination?: Destination;
  onRecords: () => void;
}

/**
 * A coin withdrawal: the server's rules for the coin (getWithdrawConfig), then the form, the identity
 * check when the server asks for one, and the submitted notice (spec §5, §8, §9).
 */
export function WithdrawTab({ symbol, destination, onRecords }: WithdrawTabProps) {
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const { limits, waiting, refetch } = useWithdrawRules(symbol);
  if (!limits) return waiting;
  if (step.kind === 'done')
    return (
      <Submitted summary={step.summary} onAgain={() => setStep({ kind: 'form' })} onRecords={onRecords} />
    );
  if (step.kind === 'identity')
    return (
      <IdentityCheck
        withdrawId={step.withdrawId}
        onPassed={() => setStep({ kind: 'done', summary: step.summary })}
        onExit={() => {
          setStep({ kind: 'form' });
          void refetch();
        }}
      />
    );
  // An absent lock or freeze time is no block: only a time the server names holds withdrawals back.
  if (typeof limits.frozenUntil === 'number' || typeof limits.lockedUntil === 'number')
    return <WithdrawBlocked limits={limits} />;
  return (
    <WithdrawForm
      limits={limits}
      destination={destination}
      onSubmitted={(answer, summary) =>
        setStep(
          answer.identityCheckRequired
            ? { kind: 'identity', withdrawId: answer.withdrawId, summary }
            : { kind: 'done', summary },
        )
      }
    />
  );
}
