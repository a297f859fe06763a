import { Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeScene, type WithdrawAddress } from '@generated/models';
import { SchemaForm } from '@/forms/SchemaForm';
import { useCodeSenders } from '@/kit/code-senders/use-code-senders';
import { formatAddress } from '@/lib/display-format';
import { type AddressTrustFormData, addressTrustFormFor } from '@schemas/assets/address-trust';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { useDescribeError } from '@/api/use-query-load';
import { useWithdrawUser } from '../shared/use-withdraw-user';

export interface TrustButtonProps {
  address: WithdrawAddress;
  /** Sets the flag; trusting sends the codes (updateWithdrawAddressTrust). */
  onChange: (trustType: 0 | 1, codes: AddressTrustFormData) => Promise<unknown>;
}

/** The trusted flag of a saved address (spec §3): trusting asks for the security codes, distrusting asks first. */
export function TrustButton({ address, onChange }: TrustButtonProps) {
  const { t } = useTranslation('withdraw');
  const { methods } = useWithdrawUser();
  const form = useMemo(() => addressTrustFormFor(methods), [methods]);
  const senders = useCodeSenders(CodeScene.WITHDRAW);
  const [opened, dialog] = useDisclosure(false);
  const describe = useDescribeError();
  const shown = formatAddress(address.address);
  if (address.trustType === 1)
    return (
      <ConfirmButton
        label={t('addresses.distrust')}
        question={t('addresses.distrustQuestion', { address: shown })}
        onConfirm={() => onChange(0, {})}
        describeError={describe}
      />
    );
  return (
    <>
      <Button variant="subtle" size="xs" onClick={dialog.open}>
        {t('addresses.trust')}
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={t(form.title)} centered>
        <Stack gap="md">
          <Text size="sm">{t('addresses.trustIntro', { address: shown })}</Text>
          <SchemaForm<AddressTrustFormData>
            form={form}
            keepDraft={false}
            formContext={senders.formContext}
            submitLabel={t('addresses.trust')}
            onSubmit={async (codes) => {
              await onChange(1, codes);
              dialog.close();
            }}
          />
        </Stack>
      </Modal>
    </>
  );
}
