import { Button, Group, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import {
  useCancelFiatDeposit,
  useConfirmFiatDepositTransfer,
  getListFiatDepositsQueryKey,
} from '@generated/hooks/funds/funds';
import type { FiatDepositOrder } from '@generated/models';
import { useDescribeError } from '@/api/use-query-load';
import { SchemaForm } from '@/forms/SchemaForm';
import { ConfirmButton } from '@/ui/ConfirmButton';
import {
  type FiatDepositConfirmFormData,
  fiatDepositConfirmForm,
} from '@schemas/assets/fiat-deposit-confirm';
import { useInvalidate } from '@/kit/cache/use-invalidate';
import { depositErrors } from '../shared/deposit-errors';

/**
 * Spec §4 "user confirms transfer and may cancel": the two actions of an order waiting for the transfer.
 * `onChanged` gets the order as it now is; the order list is read again either way.
 */
export function FiatOrderActions({
  order,
  onChanged,
}: {
  order: FiatDepositOrder;
  onChanged?: (order: FiatDepositOrder) => void;
}) {
  const { t } = useTranslation('deposit');
  const describe = useDescribeError();
  const [opened, dialog] = useDisclosure(false);
  const confirm = useConfirmFiatDepositTransfer();
  const cancel = useCancelFiatDeposit();
  const invalidate = useInvalidate();
  const form = fiatDepositConfirmForm;
  if (order.status !== 'waiting_transfer') return null;
  return (
    <Group gap="xs">
      <Button size="compact-sm" onClick={dialog.open}>
        {t('fiat.transferred')}
      </Button>
      <ConfirmButton
        label={t('fiat.cancel')}
        question={t('fiat.cancelQuestion', { id: order.id })}
        describeError={describe}
        onConfirm={async () => {
          await depositErrors
            .guard(cancel.mutateAsync({ data: { id: order.id } }))
            .finally(() => void invalidate(getListFiatDepositsQueryKey));
          onChanged?.({ ...order, status: 'cancelled' });
        }}
      />
      <Modal opened={opened} onClose={dialog.close} title={t('fiat.transferred')} centered>
        <SchemaForm<FiatDepositConfirmFormData>
          // One form per order: its field and test ids carry the order's id.
          form={{ ...form, id: `${form.id}-${order.id}` }}
          keepDraft={false}
          submitLabel={t('fiat.confirmTransfer')}
          onSubmit={async (data) => {
            const answer = await depositErrors
              .guard(confirm.mutateAsync({ data: { id: order.id, ...data } }))
              .finally(() => void invalidate(getListFiatDepositsQueryKey));
            dialog.close();
            onChanged?.(answer.data ?? { ...order, status: 'checking' });
          }}
        />
      </Modal>
    </Group>
  );
}
