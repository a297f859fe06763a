import { Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@generated/models';
import { describeApiError } from '@/api/describe-error';
import { formatText } from '@/lib/display-format';
import { useEnumLabel } from '@/kit/labels/use-enum-label';
import { EditDeleteButtons } from '../shared/EditDeleteButtons';
import { RecordCards } from '../shared/RecordCards';

export interface PaymentMethodListProps {
  methods: PaymentMethod[];
  onEdit: (method: PaymentMethod) => void;
  onDelete: (id: number) => Promise<unknown>;
  onSwitch: (id: number, isOpen: boolean) => Promise<unknown>;
}

function OpenSwitch({
  method,
  onSwitch,
}: {
  method: PaymentMethod;
  onSwitch: PaymentMethodListProps['onSwitch'];
}) {
  const { t } = useTranslation(['records', 'common']);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = async (isOpen: boolean) => {
    setPending(true);
    setError(null);
    try {
      await onSwitch(method.id, isOpen);
    } catch (failure) {
      setError(describeApiError(failure, (key) => t(key)));
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack gap={2}>
      <Switch
        checked={method.isOpen}
        disabled={pending}
        label={t(method.isOpen ? 'records:receivingAccounts.on' : 'records:receivingAccounts.off')}
        onChange={(event) => void toggle(event.currentTarget.checked)}
      />
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** The receiving accounts: kind, holder, account, bank; on/off (selling needs one on, spec §6). */
export function PaymentMethodList({ methods, onEdit, onDelete, onSwitch }: PaymentMethodListProps) {
  const { t } = useTranslation(['records', 'assets', 'common']);
  const payType = useEnumLabel('assets:forms.paymentMethod.payTypes');
  return (
    <RecordCards
      records={methods}
      testId="payment-method-row"
      details={(method) => (
        <>
          <Text fw={700}>{payType(method.payType)}</Text>
          <Text size="sm">{formatText(method.realName)}</Text>
          <Text size="sm">{formatText(method.account)}</Text>
          {method.bankName && (
            <Text size="sm" c="dimmed">
              {[method.bankName, method.bankBranch].filter(Boolean).join(' · ')}
            </Text>
          )}
        </>
      )}
      actions={(method) => (
        <Stack gap="xs" align="flex-end">
          {/* An answer without the on/off state shows no switch: absent is not "off". */}
          {method.isOpen !== undefined && <OpenSwitch method={method} onSwitch={onSwitch} />}
          <EditDeleteButtons
            onEdit={() => onEdit(method)}
            deleteQuestion={t('records:receivingAccounts.deleteQuestion')}
            onDelete={() => onDelete(method.id)}
          />
        </Stack>
      )}
    />
  );
}
