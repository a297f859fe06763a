import { Group, Text } from '@mantine/core';
import { CopyValueButton } from '@/ui/CopyValueButton';

/** A labelled value the user pastes elsewhere (an address, an account number), with a copy button. */
export function CopyRow({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Text size="sm" fw={500} ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
          {value}
        </Text>
        <CopyValueButton value={value} label={label} />
      </Group>
    </div>
  );
}
