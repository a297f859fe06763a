import { Group, Text } from '@mantine/core';
import { CopyValueButton } from '@/ui/CopyValueButton';

/** A labelled value the user pastes elsewhere (an address, an account number), with a copy button. */
export function CopyRow({
  label,
  value,
  testId,
}: {
  label: string;
  value: string | number | undefined;
  testId?: string;
}) {
  // A value the answer left out has nothing to copy: the row is not shown.
  if (value === undefined || String(value).trim() === '') return null;
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Text size="sm" fw={500} ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
          {value}
        </Text>
        <CopyValueButton value={String(value)} label={label} />
      </Group>
    </div>
  );
}
