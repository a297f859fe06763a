import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@/api/use-query-load';
import { ConfirmButton } from '@/ui/ConfirmButton';

export interface EditDeleteButtonsProps {
  onEdit: () => void;
  /** The confirmation's question, naming the record. */
  deleteQuestion: string;
  onDelete: () => Promise<unknown>;
}

/** A record's Edit, and its Delete behind a confirmation (spec §4 sent once). */
export function EditDeleteButtons({ onEdit, deleteQuestion, onDelete }: EditDeleteButtonsProps) {
  const { t } = useTranslation('common');
  const describeError = useDescribeError();
  return (
    <Group gap="xs">
      <Button variant="subtle" size="xs" onClick={onEdit}>
        {t('common:edit')}
      </Button>
      <ConfirmButton
        label={t('common:delete')}
        question={deleteQuestion}
        onConfirm={onDelete}
        describeError={describeError}
      />
    </Group>
  );
}
