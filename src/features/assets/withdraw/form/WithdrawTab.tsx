import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useGetWithdrawConfig } from '@generated/hooks/funds/funds';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { LoadState } from '@/ui/LoadState';
import { IdentityCheck } from '../identity/IdentityCheck';
import { useLoadState } from '../shared/load-state';
import type { Destination, WithdrawalSummary } from './destination';
import { KycLink } from './KycLink';
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
          void config.refetch();
        }}
      />
    );
  if (limits.frozenUntil !== null || limits.lockedUntil !== null) return <WithdrawBlocked limits={limits} />;
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
