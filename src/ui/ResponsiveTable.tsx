import { type MantineSpacing, Table } from '@mantine/core';
import { Fragment } from 'react';
import { RowCards } from './RowCards';
import type { TableColumn } from './table-column';
import { usePhoneWidth } from './use-phone-width';

export interface ResponsiveTableProps<T> {
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  /** A row's key; a row without one (an answer that left its id out) is keyed by its place. */
  rowKey: (row: T) => string | number | undefined;
  /** Accessible name of the table (and of the card list). */
  label?: string;
  /** Below this width the table scrolls inside its box; at phone width there are cards instead. */
  minWidth: number;
  rowTestId?: string;
  /** data-testid of the table, and of the card list at phone width. */
  testId?: string;
  striped?: boolean;
  verticalSpacing?: MantineSpacing;
}

/** A table from columns; at phone width (spec §1) the same columns as cards (RowCards). */
export function ResponsiveTable<T>(props: ResponsiveTableProps<T>) {
  const { rows, columns, rowKey, label, minWidth, rowTestId, testId, striped, verticalSpacing } = props;
  const phone = usePhoneWidth();
  if (phone)
    return (
      <RowCards
        rows={rows}
        columns={columns}
        rowKey={rowKey}
        label={label}
        rowTestId={rowTestId}
        testId={testId}
      />
    );
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped={striped} verticalSpacing={verticalSpacing} aria-label={label} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              column.th !== undefined ? (
                <Fragment key={column.key}>{column.th}</Fragment>
              ) : (
                <Table.Th key={column.key} ta={column.align}>
                  {column.header}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row) ?? `row-${index}`} data-testid={rowTestId}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.align}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
