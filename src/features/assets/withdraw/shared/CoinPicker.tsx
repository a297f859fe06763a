import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const COIN = /^[A-Z0-9]{1,20}$/;

/** The coin the withdraw and transfer tabs work on (the contract's upper-case coin code). */
export function CoinPicker({ value, onChange }: { value: string; onChange: (coin: string) => void }) {
  const { t } = useTranslation(['withdraw', 'assets']);
  const [typed, setTyped] = useState(value);
  const valid = COIN.test(typed);
  const apply = () => valid && typed !== value && onChange(typed);
  return (
    <Group align="flex-end" gap="xs">
      <TextInput
        label={t('assets:fields.coin')}
        value={typed}
        maxLength={20}
        w={160}
        error={valid ? undefined : t('assets:fields.coinInvalid')}
        onChange={(event) => setTyped(event.currentTarget.value.toUpperCase().replace(/\s/g, ''))}
        onKeyDown={(event) => event.key === 'Enter' && apply()}
      />
      <Button variant="light" onClick={apply} disabled={!valid || typed === value}>
        {t('withdraw:coin.apply')}
      </Button>
    </Group>
  );
}
