import { Alert, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { SentOnceTask } from '@/ui/use-single-flight';
import { ActionButton } from '@/ui/ActionButton';

/** One line of what will be sent: its label, the value as sent (an address whole), a test id. */
export interface ReviewRow {
  label: string;
  value: string;
  testId?: string;
  /** An address or a hash: monospace, broken anywhere rather than cut. */
  code?: boolean;
}

export interface ReviewCardProps {
  title: string;
  rows: ReviewRow[];
  error: string | null;
  backLabel: string;
  confirmLabel: string;
  onBack: () => void;
  /** Sends the action once (ActionButton, spec §4); shows its own failure through `error`. */
  onConfirm: SentOnceTask;
  testId: string;
}

/**
 * What a money action will send, line by line, before it is sent: the withdraw review and the transfer
 * confirmation (spec §4, §5). Back returns to the form with everything kept.
 */
export function ReviewCard({
  title,
  rows,
  error,
  backLabel,
  confirmLabel,
  onBack,
  onConfirm,
  testId,
}: ReviewCardProps) {
  return (
    <Card withBorder padding="lg" maw={640} data-testid={testId}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Table>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th w="40%">{row.label}</Table.Th>
                <Table.Td>
                  <Text
                    size="sm"
                    ff={row.code ? 'monospace' : undefined}
                    style={row.code ? { overflowWrap: 'anywhere' } : undefined}
                    data-testid={row.testId}
                  >
                    {row.value}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            {backLabel}
          </Button>
          <ActionButton onClick={onConfirm} data-testid={`${testId}-send`}>
            {confirmLabel}
          </ActionButton>
        </Group>
      </Stack>
    </Card>
  );
}
