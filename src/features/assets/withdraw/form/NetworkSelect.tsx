import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fiveOptionDropdown } from '@/ui/select-dropdown';
import { chainLabel, MAIN_NETWORK, networkValues } from '../shared/networks';

export interface NetworkSelectProps {
  value: string;
  /** Chains to offer besides the usual ones (a saved address's). */
  known?: readonly (string | undefined)[];
  onChange: (network: string) => void;
}

/** The network a withdrawal goes out on, always shown (coins sent on the wrong network are lost). */
export function NetworkSelect({ value, known, onChange }: NetworkSelectProps) {
  const { t } = useTranslation('withdraw');
  const data = networkValues(known).map((network) => ({
    value: network,
    label: network === MAIN_NETWORK ? t('network.main') : chainLabel(network),
  }));
  return (
    <Select
      label={t('network.label')}
      description={t('network.help')}
      required
      data={data}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      data-testid="withdraw-network"
      {...fiveOptionDropdown}
    />
  );
}
