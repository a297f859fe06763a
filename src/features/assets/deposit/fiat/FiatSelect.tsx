import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FiatItem } from '@/lib/fiat-list';
import { fiveOptionDropdown } from '@/ui/select-dropdown';

export interface FiatSelectProps {
  fiats: readonly FiatItem[];
  value: string;
  onChange: (code: string) => void;
}

/** The fiat of a deposit order, one of the contract's list (getFiatCoinList), never typed by hand. */
export function FiatSelect({ fiats, value, onChange }: FiatSelectProps) {
  const { t } = useTranslation('deposit');
  const data = fiats.map((fiat) => ({ value: fiat.code, label: fiat.value || fiat.code.toUpperCase() }));
  return (
    <Select
      label={t('fiat.currency')}
      required
      data={data}
      value={value}
      onChange={(code) => code && onChange(code)}
      allowDeselect={false}
      w={240}
      data-testid="fiat-deposit-currency"
      {...fiveOptionDropdown}
    />
  );
}
