import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGetWithdrawConfig } from '@generated/hooks/funds/funds';
import type { WithdrawConfig } from '@generated/models';
import { QueryState } from '@/kit/query-state/QueryState';
import { KycLink } from '../form/KycLink';

/** The coin's withdraw rules, its coin always named (the one asked for when the answer leaves it out). */
export type WithdrawRules = WithdrawConfig & { symbol: string };

/**
 * The coin's withdraw rules (getWithdrawConfig, spec §8) that the withdraw and transfer tabs start from:
 * `limits` once answered, and until then `waiting`, the load state to show in their place (with the
 * KYC link when the failure asks for identity verification).
 */
export function useWithdrawRules(symbol: string) {
  const config = useGetWithdrawConfig({ symbol });
  const { t } = useTranslation('withdraw');
  const answer = config.isPending || config.isError ? undefined : config.data?.data;
  // The coin is the one asked for when the answer does not repeat it.
  const limits: WithdrawRules | undefined = answer
    ? { ...answer, symbol: answer.symbol ?? symbol }
    : undefined;
  const waiting = (
    <Stack gap="sm">
      <QueryState query={config} failedTitle={t('withdraw:load.failed')}>
        {null}
      </QueryState>
      <KycLink error={config.error} />
    </Stack>
  );
  return { limits, waiting, refetch: config.refetch };
}
