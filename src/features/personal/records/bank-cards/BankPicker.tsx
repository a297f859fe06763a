import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGetAllBanks } from '@generated/hooks/assets/assets';
import type { Bank } from '@generated/models';

/** The family's bank list (getAllBanks) to fill name, code and country; hidden when empty or failed (typed by hand). */
export function BankPicker({ onPick }: { onPick: (bank: Bank) => void }) {
  const { t } = useTranslation('records');
  const query = useGetAllBanks({});
  const banks = query.data?.data ?? [];
  if (banks.length === 0) return null;
  return (
    <Select
      label={t('bankCards.pickBank')}
      description={t('bankCards.pickBankHelp')}
      searchable
      data={banks.flatMap((bank) =>
        bank.bankCode ? [{ value: bank.bankCode, label: bankLabel(bank) }] : [],
      )}
      onChange={(code) => {
        const bank = banks.find((item) => item.bankCode === code);
        if (bank) onPick(bank);
      }}
    />
  );
}

// A bank without its code cannot be picked (it is left out); a missing name or country is not printed.
const bankLabel = (bank: Bank) => {
  const name = bank.bankName || bank.bankCode || '';
  return bank.bankCountry ? `${name} (${bank.bankCountry})` : name;
};
