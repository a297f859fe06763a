// The load states of spec §8 as the app's theme renders them: a loader is a named status (axe forbids an
// aria-label on Mantine's bare <span>), a failure has its Retry, an empty list says "no data".
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadState } from '@/ui/LoadState';
import { renderUi } from '../../test-utils/render';

const base = { failedTitle: 'Orders could not be loaded', onRetry: () => undefined };

describe('LoadState', () => {
  it('shows the loader as a status named "Loading…"', () => {
    renderUi(
      <LoadState {...base} pending failure={null}>
        <p>rows</p>
      </LoadState>,
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByText('rows')).not.toBeInTheDocument();
  });

  it('shows a failure with its Retry, and "no data" for an empty list', () => {
    const onRetry = vi.fn();
    const { unmount } = renderUi(
      <LoadState {...base} onRetry={onRetry} pending={false} failure="Server busy">
        <p>rows</p>
      </LoadState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Server busy');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    unmount();
    renderUi(
      <LoadState {...base} pending={false} failure={null} count={0}>
        <p>rows</p>
      </LoadState>,
    );
    expect(screen.getByTestId('no-data')).toHaveTextContent('No data');
  });
});
