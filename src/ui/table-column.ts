import type { ReactNode } from 'react';

/** One column of a table, and one label: value line of its phone card (src/ui/RowCards.tsx). */
export interface TableColumn<T> {
  key: string;
  /** Already translated: the table's header and the card's label. */
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** The table's own header cell (a sorting header, say) in place of a plain one with `header`. */
  th?: ReactNode;
  /** In the phone card: `title` heads the card, `actions` spans its foot; by default a label: value line. */
  card?: 'title' | 'actions';
  /** What the phone card shows in place of `cell` (full-width buttons for the actions, say). */
  cardCell?: (row: T) => ReactNode;
}

/** An amount column: right-aligned, so that the digits of its rows line up. */
export function amountColumn<T>(key: string, header: string, cell: (row: T) => ReactNode): TableColumn<T> {
  return { key, header, align: 'right', cell };
}
