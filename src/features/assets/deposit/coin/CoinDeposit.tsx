import { Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '@/api/runtime-config';
import { CoinPicker } from '../../withdraw/shared/CoinPicker';
import { DepositAddressPanel } from './DepositAddressPanel';
import { DepositRecords } from './DepositRecords';

const MAIN_CHAIN = 'main';

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
  const chains = Object.keys(getRuntimeConfig().explorers);
  const options = [
    { value: MAIN_CHAIN, label: t('coin.mainChain') },
    ...chains.map((name) => ({ value: name, label: name.charAt(0).toUpperCase() + name.slice(1) })),
  ];
  return (
    <Stack gap="lg">
      <CoinPicker value={symbol} onChange={(coin) => onChange({ symbol: coin })} />
      <Select
        label={t('coin.chain')}
        data={options}
        value={chains.includes(chain) ? chain : MAIN_CHAIN}
        onChange={(value) => onChange({ chain: value === MAIN_CHAIN ? '' : (value ?? '') })}
        allowDeselect={false}
        w={240}
      />
      <DepositAddressPanel
        key={`${symbol}-${chain}`}
        symbol={symbol}
        chainName={chains.includes(chain) ? chain : undefined}
      />
      <DepositRecords symbol={symbol} chainName={chain} />
    </Stack>
  );
}
