import { useState } from 'react';
import { useCoinChains } from '@/kit/market/use-coin-chains';
import { Loading } from '@/ui/Loading';
import type { WithdrawalFormData } from '@schemas/assets/withdrawal';
import { IdentityCheck } from '../identity/IdentityCheck';
import { useWithdrawRules } from '../shared/use-withdraw-rules';
import type { Destination, WithdrawalSummary } from './destination';
import { Submitted } from './Submitted';
import { WithdrawBlocked } from './WithdrawBlocked';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawReview } from './WithdrawReview';

type Step =
  | { kind: 'form'; initial?: WithdrawalFormData }
  | { kind: 'review'; data: WithdrawalFormData }
  | { kind: 'identity'; withdrawId: number; summary: WithdrawalSummary }
  | { kind: 'done'; summary: WithdrawalSummary };

export interface WithdrawTabProps {
  symbol: string;
  destination?: Destination;
  onRecords: () => void;
}

/**
 * A coin withdrawal: the server's rules for the coin (getWithdrawConfig) and its networks (the market's
 * chains), then the form, the review of what will be sent, the identity check when the server asks for
 * one, and the submitted notice (spec §3, §5, §8, §9).
 */
export function WithdrawTab({ symbol, destination, onRecords }: WithdrawTabProps) {
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const { limits, waiting, refetch } = useWithdrawRules(symbol);
  const { chains, settled } = useCoinChains(symbol);
  if (!limits) return waiting;
  // The networks decide which draft can come back: the form waits for them.
  if (!settled) return <Loading />;
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
  if (step.kind === 'review')
    return (
      <WithdrawReview
        data={step.data}
        limits={limits}
        chains={chains}
        onBack={() => setStep({ kind: 'form', initial: step.data })}
        onSubmitted={(answer, summary) =>
          setStep(
            answer.identityCheckRequired
              ? { kind: 'identity', withdrawId: answer.withdrawId, summary }
              : { kind: 'done', summary },
          )
        }
      />
    );
  return (
    <WithdrawForm
      limits={limits}
      chains={chains}
      destination={destination}
      initial={step.initial}
      onReview={(data) => setStep({ kind: 'review', data })}
    />
  );
}
