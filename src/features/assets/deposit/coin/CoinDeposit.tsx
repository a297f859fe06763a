import { Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCoinChains } from '@/kit/market/use-coin-chains';
import { Loading } from '@/ui/Loading';
import { fiveOptionDropdown } from '@/ui/select-dropdown';
import { CoinPicker } from '../../withdraw/shared/CoinPicker';
import { DepositAddressPanel } from './DepositAddressPanel';
import { DepositRecords } from './DepositRecords';

export interface CoinDepositProps {
  symbol: string;
  chain: string;
  onChange: (next: { symbol?: string; chain?: string }) => void;
}

/**
 * A coin deposit (spec §2 /assets/recharge): the coin, its network (a chainName of the market's chains,
 * spec §3; `?chain=`), the address on that network and the coin's deposits. A coin the market lists on no
 * chain deposits on its main chain (chainName left out).
 */
export function CoinDeposit({ symbol, chain, onChange }: CoinDepositProps) {
  const { t } = useTranslation('deposit');
  const { chains, settled } = useCoinChains(symbol);
  const chosen = chains.includes(chain) ? chain : chains[0];
  return (
    <Stack gap="lg">
      <CoinPicker value={symbol} onChange={(coin) => onChange({ symbol: coin })} />
      {chains.length > 0 && (
        <Select
          label={t('coin.chain')}
          data={chains}
          value={chosen ?? null}
          onChange={(value) => value && onChange({ chain: value })}
          allowDeselect={false}
          w={240}
          data-testid="deposit-network"
          {...fiveOptionDropdown}
        />
      )}
      {settled ? (
        <DepositAddressPanel key={`${symbol}-${chosen ?? ''}`} symbol={symbol} chainName={chosen} />
      ) : (
        <Loading />
      )}
      <DepositRecords symbol={symbol} />
    </Stack>
  );
}
