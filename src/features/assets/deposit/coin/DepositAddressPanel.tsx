import { useTranslation } from 'react-i18next';
import { useGetDepositAddress } from '@generated/hooks/funds/funds';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { useQueryLoad } from '@/api/use-query-load';
import { LoadState } from '@/ui/LoadState';
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
  const load = useQueryLoad(query);
  const closed = query.isError ? unavailableCode(query.error) : null;
  if (closed) return <DepositUnavailable code={closed} />;
  return (
    <LoadState {...load} failedTitle={t('coin.loadFailed')}>
      {query.data?.data && <AddressCard deposit={query.data.data} />}
    </LoadState>
  );
}
