import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from './ActionButton';
import { recoverLostFocus } from './focus-return';
import { RefusalRegion } from './RefusalRegion';

export interface ConfirmButtonProps {
  /** The button's label, e.g. "Cancel withdrawal". */
  label: string;
  /** What the dialog asks. */
  question: string;
  /** The action, sent once: Confirm ignores clicks until its promise settles, so return the request's
   * promise (`mutateAsync`, awaited). A rejection keeps the dialog open with `describeError`'s text. */
  onConfirm: () => Promise<unknown>;
  /** The text of a failure (the caller knows its error type). */
  describeError: (failure: unknown) => string;
  /** As wide as its box (a phone card's foot, spec §1). */
  fullWidth?: boolean;
  /** Red for a destructive action (the default); another colour for an irreversible one that is not. */
  color?: string;
}

/** An irreversible action behind a confirmation dialog. */
export function ConfirmButton(props: ConfirmButtonProps) {
  const { label, question, onConfirm, describeError, fullWidth, color = 'red' } = props;
  const { t } = useTranslation('common');
  const [opened, dialog] = useDisclosure(false);
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setError(null);
    try {
      await onConfirm();
      dialog.close();
      // The dialog gives the focus back to this button, unless the action took its row away (spec §4 a
      // cancelled order leaves the pending list): then the page's heading takes it.
      recoverLostFocus(() => !opener.current?.isConnected);
    } catch (failure) {
      setError(describeError(failure));
    }
  };

  return (
    <>
      <Button
        ref={opener}
        variant={fullWidth ? 'light' : 'subtle'}
        color={color}
        size={fullWidth ? 'sm' : 'compact-sm'}
        fullWidth={fullWidth}
        onClick={dialog.open}
      >
        {label}
      </Button>
      <Modal opened={opened} onClose={dialog.close} title={label} centered>
        <Stack gap="md">
          <Text size="sm">{question}</Text>
          <RefusalRegion refusal={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close}>
              {t('back')}
            </Button>
            <ActionButton color={color} onClick={confirm}>
              {t('confirm')}
            </ActionButton>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
