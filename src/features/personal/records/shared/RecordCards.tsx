import { Card, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export interface RecordCardsProps<T extends { id: number }> {
  records: readonly T[];
  /** Each card's test id (the same on every card). */
  testId: string;
  /** A record's details, stacked on the card's left. */
  details: (record: T) => ReactNode;
  /** A record's buttons, on the card's right. */
  actions: (record: T) => ReactNode;
}

/** A bordered card a record: its details on the left, its buttons on the right. A record whose answer
 * lacks its id is keyed by its place (a thin backend; design.md "The contract"). */
export function RecordCards<T extends { id: number }>({
  records,
  testId,
  details,
  actions,
}: RecordCardsProps<T>) {
  return (
    <Stack gap="sm">
      {records.map((record, index) => (
        <Card key={record.id ?? `record-${index}`} withBorder padding="md" data-testid={testId}>
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>{details(record)}</Stack>
            {actions(record)}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
