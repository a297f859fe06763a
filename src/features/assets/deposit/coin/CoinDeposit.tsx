import { Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CoinPicker } from '../../withdraw/shared/CoinPicker';
import { chainLabel, chainNameOf, MAIN_NETWORK, networkValues } from '../../withdraw/shared/networks';
import { DepositAddressPanel } from './DepositAddressPanel';
import { DepositRecords } from './DepositRecords';

export interface CoinDepositProps {
  symbol: string;
  chain: string;
  onChange: (next: { symbol?: string; chain?: string }) => void;
}

/**
 * A coin deposit (spec §2 /assets/recharge): the coin, the chain, the address and the coin's deposits.
 * The contract lists no chains per coin, so the choice is the coin's main chain (chainName omitted) or a
 * chain the runtime config has an explorer for (spec §3 "Explorer links"); the answer names the chain.
 */
export function CoinDeposit({ symbol, chain, onChange }: CoinDepositProps) {
  const { t } = useTranslation('deposit');
  const networks = networkValues();
  const options = networks.map((network) => ({
    value: network,
    label: network === MAIN_NETWORK ? t('coin.mainChain') : chainLabel(network),
  }));
  const chosen = networks.includes(chain) ? chain : MAIN_NETWORK;
  return (
    <Stack gap="lg">
      <CoinPicker value={symbol} onChange={(coin) => onChange({ symbol: coin })} />
      <Select
        label={t('coin.chain')}
        data={options}
        value={chosen}
        onChange={(value) => onChange({ chain: chainNameOf(value ?? MAIN_NETWORK) ?? '' })}
        allowDeselect={false}
        w={240}
      />
      <DepositAddressPanel key={`${symbol}-${chain}`} symbol={symbol} chainName={chainNameOf(chosen)} />
      <DepositRecords symbol={symbol} chainName={chain} />
    </Stack>
  );
}
