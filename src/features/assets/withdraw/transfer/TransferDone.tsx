import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InternalTransferResult } from '@generated/models';

/** A transfer sent: internal ones complete at once, on-chain ones wait for review (spec §4). */
export function TransferDone({ result, onAgain }: { result: InternalTransferResult; onAgain: () => void }) {
  const { t } = useTranslation('withdraw');
  const pending = result.status === 'pending_review';
  return (
    <Alert
      color={pending ? 'blue' : 'green'}
      title={t(pending ? 'transfer.pendingTitle' : 'transfer.doneTitle')}
      data-testid="transfer-done"
    >
      <Stack gap="sm" align="flex-start">
        {pending ? t('transfer.pendingBody') : t('transfer.doneBody', { id: result.transferId })}
        <Button size="xs" variant="light" onClick={onAgain}>
          {t('transfer.again')}
        </Button>
      </Stack>
    </Alert>
  );
}
