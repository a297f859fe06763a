import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/forms/SchemaForm';
import { CodeScene } from '@generated/models';
import { useCodeSenders } from '@/kit/code-senders/use-code-senders';
import { useCoinChains } from '@/kit/market/use-coin-chains';
import { type WithdrawAddressFormData, withdrawAddressFormFor } from '@schemas/assets/withdraw-address';
import { withdrawErrors } from '../shared/error-text';
import { useAddressCheck } from '../shared/use-address-check';
import { useWithdrawUser } from '../shared/use-withdraw-user';

export interface AddressFormProps {
  submit: (data: WithdrawAddressFormData) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * A new address on its network (one of the typed coin's market chains), with its tag (memo), remark and
 * trusted flag, confirmed by the user's security codes. The address must have the network's format, and
 * the server checks it on that network first (validateWithdrawAddress), so a refused one is never saved.
 */
export function AddressForm({ submit, onCancel }: AddressFormProps) {
  const { t } = useTranslation(['withdraw', 'assets', 'common']);
  const { methods } = useWithdrawUser();
  const [symbol, setSymbol] = useState('');
  const { chains } = useCoinChains(symbol);
  // The networks follow the coin typed; the data schema stays the same, only the choices change.
  const form = useMemo(() => withdrawAddressFormFor(methods, chains), [methods, chains]);
  const senders = useCodeSenders(CodeScene.WITHDRAW);
  const addressCheck = useAddressCheck<WithdrawAddressFormData>({ refuseSaved: true });
  return (
    <Card withBorder padding="lg" maw={640}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t(form.title)}
          </Title>
          <Button variant="subtle" size="xs" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
        </Group>
        <SchemaForm<WithdrawAddressFormData>
          form={form}
          keepDraft={false}
          formContext={senders.formContext}
          extraErrors={addressCheck.extraErrors}
          submitLabel={t('withdraw:addresses.save')}
          onChange={(data) => {
            setSymbol(data.symbol ?? '');
            addressCheck.onChange(data);
          }}
          onSubmit={async (data) => {
            const { symbol: coin, chainName, address, tag } = data;
            if (await withdrawErrors.guard(addressCheck.check({ symbol: coin, chainName, address, tag })))
              await submit(data);
          }}
        />
      </Stack>
    </Card>
  );
}
