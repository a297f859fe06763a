import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/api/describe-error';

export interface ConfirmButtonProps {
  /** The button's label, e.g. "Delete". */
  label: string;
  /** What the dialog asks, e.g. "Delete this card?". */
  question: string;
  /** The action; a rejection shows its message in the dialog, which stays open. */
  onConfirm: () => Promise<unknown>;
}

/** A destructive action behind a confirmation dialog (delete, unblock). */
export function ConfirmButton({ label, question, onConfirm }: ConfirmButtonProps) {
  const { t } = useTranslation(['common']);
  const [opened, dialog] = useDisclosure(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      dialog.close();
    } catch (failure) {
      setError(describeApiError(failure, (key) => t(key)));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button variant="subtle" color="red" size="xs" onClick={dialog.open}>
        {label}
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={label} centered>
        <Stack gap="md">
          <Text size="sm">{question}</Text>
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close}>
              {t('common:cancel')}
            </Button>
            <Button color="red" loading={pending} onClick={() => void confirm()}>
              {t('common:confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
