import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useReturnFocusOnUnmount } from '@/ui/use-focus-on-show';

/** The idle warning, a minute before the auto-logout: its own chunk, so the modal is not in the entry. */
export function IdleWarning({ onStay }: { onStay: () => void }) {
  const { t } = useTranslation('app');
  // Mounted opened: "Stay" gives the focus back to where the user was.
  useReturnFocusOnUnmount();
  return (
    <Modal opened onClose={onStay} title={t('idleLogout.title')} centered data-testid="idle-warning">
      <Text size="sm" mb="md">
        {t('idleLogout.body')}
      </Text>
      <Group justify="flex-end">
        <Button onClick={onStay}>{t('idleLogout.stay')}</Button>
      </Group>
    </Modal>
  );
}
