import { Box, Card, Text } from '@mantine/core';
import type { TableColumn } from './table-column';

export interface RowCardsProps<T> {
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  /** A row's key; a row without one (an answer that left its id out) is keyed by its place. */
  rowKey: (row: T) => string | number | undefined;
  /** Accessible name of the list (the table's name on a wider screen). */
  label?: string;
  /** data-testid of each card, the same as the table's rows carry. */
  rowTestId?: string;
  /** data-testid of the list. */
  testId?: string;
}

/** The phone form of a table (spec §1): one card a row, its cells as label: value lines under the column
 * headers, the row's actions across the card's foot; nothing to scroll sideways. */
export function RowCards<T>({
  rows,
  columns,
  rowKey,
  label,
  rowTestId,
  testId = 'row-cards',
}: RowCardsProps<T>) {
  const title = columns.find((column) => column.card === 'title');
  const lines = columns.filter((column) => column.card === undefined);
  const actions = columns.filter((column) => column.card === 'actions');
  const show = (column: TableColumn<T>, row: T) => (column.cardCell ?? column.cell)(row);
  return (
    <Box
      component="ul"
      aria-label={label}
      data-testid={testId}
      m={0}
      p={0}
      style={{
        listStyle: 'none',
        display: 'flex',
        flexDirection: 'column',
        gap: 'var(--mantine-spacing-sm)',
      }}
    >
      {rows.map((row, index) => (
        <Card
          component="li"
          key={rowKey(row) ?? `row-${index}`}
          withBorder
          padding="sm"
          data-testid={rowTestId}
        >
          {title && (
            <Box fw={600} mb={4}>
              {show(title, row)}
            </Box>
          )}
          <Box component="dl" m={0}>
            {lines.map((column) => (
              <Box
                key={column.key}
                py={2}
                style={{ display: 'flex', justifyContent: 'space-between', gap: 'var(--mantine-spacing-sm)' }}
              >
                <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0, maxWidth: '45%' }}>
                  {column.header}
                </Text>
                <Box
                  component="dd"
                  m={0}
                  fz="sm"
                  ta="right"
                  style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  {show(column, row)}
                </Box>
              </Box>
            ))}
          </Box>
          {actions.map((column) => {
            const content = show(column, row);
            // A row without actions (a record past cancelling, say) gets no empty foot.
            if (content === null || content === undefined || content === false) return null;
            return (
              <Box
                key={column.key}
                mt="xs"
                pt="xs"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                {content}
              </Box>
            );
          })}
        </Card>
      ))}
    </Box>
  );
}
