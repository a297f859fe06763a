import { useTranslation } from 'react-i18next';
import { useGetDepositAddress } from '@generated/hooks/funds/funds';
import { QueryState } from '@/kit/query-state/QueryState';
import { StateNotice } from '@/ui/StateNotice';
import { unavailableCode } from '../shared/deposit-errors';
import { DepositUnavailable } from '../shared/DepositUnavailable';
import { AddressCard } from './AddressCard';

/**
 * The address of `symbol` on `chainName` (omitted: the coin's main chain), or why there is none. An answer
 * for another coin or another network is never shown as this one's: coins sent to it would be lost.
 */
export function DepositAddressPanel({ symbol, chainName }: { symbol: string; chainName?: string }) {
  const { t } = useTranslation('deposit');
  const query = useGetDepositAddress({ symbol, chainName }, { query: { retry: false } });
  const closed = query.isError ? unavailableCode(query.error) : null;
  if (closed) return <DepositUnavailable code={closed} />;
  const answer = query.data?.data;
  // An answer that leaves out its coin or chain is the one asked for; one that names another is not shown.
  const deposit = answer && {
    ...answer,
    symbol: answer.symbol ?? symbol,
    chainName: answer.chainName ?? chainName,
  };
  const matches =
    deposit &&
    deposit.symbol.toUpperCase() === symbol.toUpperCase() &&
    (!chainName || deposit.chainName === chainName);
  return (
    <QueryState query={query} failedTitle={t('coin.loadFailed')}>
      {deposit && matches && <AddressCard deposit={deposit} />}
      {deposit && !matches && (
        <StateNotice
          color="yellow"
          title={t('coin.noAddressTitle')}
          text={t('coin.noAddressBody', { symbol, chain: chainName ?? '' })}
          testId="deposit-no-address"
        />
      )}
    </QueryState>
  );
}
