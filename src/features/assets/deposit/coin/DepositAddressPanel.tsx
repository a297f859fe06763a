import { useTranslation } from 'react-i18next';
import { useGetDepositAddress } from '@generated/hooks/funds/funds';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { QueryState } from '@/kit/query-state/QueryState';
import { unavailableCode } from '../shared/deposit-errors';
import { DepositUnavailable } from '../shared/DepositUnavailable';
import { AddressCard } from './AddressCard';

/** The address of `symbol` on `chainName` (omitted: the coin's main chain), or why there is none. */
export function DepositAddressPanel({ symbol, chainName }: { symbol: string; chainName?: string }) {
  const { t } = useTranslation('deposit');
  const query = useGetDepositAddress(
    { symbol, chainName },
    { query: { meta: SHOWS_OWN_ERRORS, retry: false } },
  );
  const closed = query.isError ? unavailableCode(query.error) : null;
  if (closed) return <DepositUnavailable code={closed} />;
  return (
    <QueryState query={query} failedTitle={t('coin.loadFailed')}>
      {query.data?.data && <AddressCard deposit={query.data.data} />}
    </QueryState>
  );
}
