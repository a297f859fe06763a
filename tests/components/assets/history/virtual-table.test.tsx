import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '@generated/models';
import { TransactionTable } from '@/features/assets/history/flowing-water/TransactionTable';
import { ROW_HEIGHT } from '@/ui/VirtualTable';
import { renderInLanguage } from '../../../test-utils/render';

// A generated fixture: the mock cannot serve 10 000 rows (the contract caps a history answer at 30).
const manyRows = (count: number): Transaction[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    ctime: 1748938867000 - index * 60_000,
    coinSymbol: 'USDT',
    amount: index % 2 ? `-${index}` : String(index),
    transactionScene: 'deposit',
    sceneLabel: 'Deposit',
  }));

// jsdom lays nothing out: the scrolling box gets the height a browser would give it (13 rows).
const VIEWPORT = 13 * ROW_HEIGHT;
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a history of 10 000 rows is virtualised', () => {
  it('renders a window of rows, not 10 000, and reserves the height of the rest', async () => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(VIEWPORT);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(800);
    await renderInLanguage(<TransactionTable rows={manyRows(10_000)} />, 'en_US');
    const table = screen.getByRole('table', { name: 'Transaction history' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const shown = within(table).getAllByRole('row').length - 1;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(60);
    const spacers = table.querySelectorAll('tbody tr[aria-hidden]');
    const reserved = [...spacers].reduce(
      (sum, row) => sum + parseFloat((row as HTMLElement).style.height),
      0,
    );
    expect(reserved + shown * ROW_HEIGHT).toBe(10_000 * ROW_HEIGHT);
  });

  it('scrolling to the middle shows the rows there', async () => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(VIEWPORT);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(800);
    await renderInLanguage(<TransactionTable rows={manyRows(10_000)} />, 'en_US');
    const box = screen.getByTestId('virtual-scroll');
    box.scrollTop = 5_000 * ROW_HEIGHT;
    fireEvent.scroll(box);
    const table = screen.getByRole('table', { name: 'Transaction history' });
    // Row 5 001 (index 5 000) has the amount 5,000 (even index: money in).
    await waitFor(() => expect(within(table).getByText('+5,000')).toBeInTheDocument());
    expect(within(table).queryByText('+0')).toBeNull();
  });

  it('a page of 20 renders whole', async () => {
    await renderInLanguage(<TransactionTable rows={manyRows(20)} />, 'en_US');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(21);
  });
});
