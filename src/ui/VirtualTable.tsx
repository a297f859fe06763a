import { Table } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { RowCards } from './RowCards';
import type { TableColumn } from './table-column';
import { usePhoneWidth } from './use-phone-width';

export type { TableColumn } from './table-column';

export interface VirtualTableProps<T> {
  rows: readonly T[];
  columns: readonly TableColumn<T>[];
  /** A row's key; a row without one (an answer that left its id out) is keyed by its place. */
  rowKey: (row: T) => string | number | undefined;
  /** Accessible name of the table. */
  label: string;
}

// Spec §9: rows 48 px high. A page of the usual lists (20, at most 100) renders whole; longer lists only
// render the rows in view plus a margin, so 10 000 rows scroll like 20.
export const ROW_HEIGHT = 48;
export const VIRTUAL_FROM = 101;
const VIEWPORT_ROWS = 12;
const OVERSCAN = 8;

/** A table of rows; from VIRTUAL_FROM rows on, virtualised inside a scrolling box of 12 rows. At phone
 * width (spec §1) a page of rows shows as cards; a longer list stays the windowed table. */
export function VirtualTable<T>(props: VirtualTableProps<T>) {
  const phone = usePhoneWidth();
  if (props.rows.length >= VIRTUAL_FROM) return <WindowedTable {...props} />;
  return phone ? <RowCards {...props} /> : <WholeTable {...props} />;
}

function Head<T>({ columns }: { columns: readonly TableColumn<T>[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column.key} ta={column.align}>
            {column.header}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

function Row<T>({ row, columns }: { row: T; columns: readonly TableColumn<T>[] }) {
  return (
    <Table.Tr h={ROW_HEIGHT}>
      {columns.map((column) => (
        <Table.Td key={column.key} ta={column.align}>
          {column.cell(row)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

function WholeTable<T>({ rows, columns, rowKey, label }: VirtualTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label={label}>
        <Head columns={columns} />
        <Table.Tbody>
          {rows.map((row, index) => (
            <Row key={rowKey(row) ?? `row-${index}`} row={row} columns={columns} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function WindowedTable<T>({ rows, columns, rowKey, label }: VirtualTableProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  // The compiler skips this component, as it must: the virtualizer hands out new rows on every scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => box.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div
      ref={box}
      data-testid="virtual-scroll"
      tabIndex={0}
      aria-label={label}
      role="region"
      // WCAG 2.4.11: a control of a row the focus scrolls to stops below the sticky header row (one line of
      // text, under ROW_HEIGHT), not under it.
      style={{
        maxHeight: ROW_HEIGHT * (VIEWPORT_ROWS + 1),
        overflow: 'auto',
        scrollPaddingTop: ROW_HEIGHT,
      }}
    >
      {/* Fixed layout: column widths do not jump as other rows scroll in. */}
      <Table
        stickyHeader
        aria-label={label}
        aria-rowcount={rows.length + 1}
        style={{ tableLayout: 'fixed', minWidth: 560 }}
      >
        <Head columns={columns} />
        <Table.Tbody>
          {before > 0 && <tr aria-hidden style={{ height: before }} />}
          {items.map((item) => {
            const row = rows[item.index] as T;
            return <Row key={rowKey(row) ?? `row-${item.index}`} row={row} columns={columns} />;
          })}
          {after > 0 && <tr aria-hidden style={{ height: after }} />}
        </Table.Tbody>
      </Table>
    </div>
  );
}
