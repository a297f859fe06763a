// spec §8: a screen's load is never a blank screen or a stuck spinner. The kit's QueryState turns any query
// into its loader, its failure with a Retry that asks again, "no data" for an empty list, or its content.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { QueryLike } from '@/api/use-query-load';
import { QueryFailure } from '@/kit/query-state/QueryFailure';
import { QueryState } from '@/kit/query-state/QueryState';
import { renderUi } from '../../test-utils/render';

const query = (over: Partial<QueryLike>): QueryLike => ({
  isPending: false,
  isError: false,
  error: null,
  refetch: () => undefined,
  ...over,
});

describe('kit QueryState and QueryFailure (spec §8)', () => {
  it('names the loader as the screen says, else "Loading…"', () => {
    const { unmount } = renderUi(
      <QueryState query={query({ isPending: true })} loadingLabel="Loading your status…">
        <p>rows</p>
      </QueryState>,
    );
    expect(screen.getByRole('status', { name: 'Loading your status…' })).toBeInTheDocument();
    unmount();
    renderUi(
      <QueryState query={query({ isPending: true })}>
        <p>rows</p>
      </QueryState>,
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByText('rows')).not.toBeInTheDocument();
  });

  it("a failure shows the screen's title, the server's message or the screen's own text, and Retry asks again", () => {
    const refetch = vi.fn();
    const failed = query({ isError: true, error: new ApiError('SERVER_BUSY', 'Server busy', 500), refetch });
    const { unmount } = renderUi(
      <QueryState query={failed} failedTitle="Orders could not be loaded">
        <p>rows</p>
      </QueryState>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Orders could not be loaded');
    expect(alert).toHaveTextContent('Server busy');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
    unmount();
    const tooLong = query({ isError: true, error: new ApiError('RANGE_TOO_LONG', 'server words', 200) });
    renderUi(
      <QueryState query={tooLong} ownErrors={{ RANGE_TOO_LONG: 'Pick at most 3 months' }}>
        <p>rows</p>
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This could not be loaded');
    expect(screen.getByRole('alert')).toHaveTextContent('Pick at most 3 months');
  });

  it('an empty list says "No data"; an answer shows the content', () => {
    const { unmount } = renderUi(
      <QueryState query={query({})} count={0}>
        <p>rows</p>
      </QueryState>,
    );
    expect(screen.getByTestId('no-data')).toHaveTextContent('No data');
    unmount();
    renderUi(
      <QueryState query={query({})} count={2}>
        <p>rows</p>
      </QueryState>,
    );
    expect(screen.getByText('rows')).toBeInTheDocument();
  });

  it('QueryFailure describes any failed call with a Retry', () => {
    const onRetry = vi.fn();
    renderUi(<QueryFailure title="The code could not be made" error={new Error('boom')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The code could not be made');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('several queries: the first that failed shows, and Retry asks that one again; else the loader while any is pending', () => {
    const first = vi.fn();
    const second = vi.fn();
    const failing = query({
      isError: true,
      error: new ApiError('SERVER_BUSY', 'Config busy', 500),
      refetch: second,
    });
    const { unmount } = renderUi(
      <QueryState query={[query({ isPending: true, refetch: first }), failing]}>
        <p>rows</p>
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Config busy');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(second).toHaveBeenCalledOnce();
    expect(first).not.toHaveBeenCalled();
    unmount();
    const { unmount: again } = renderUi(
      <QueryState query={[query({}), query({ isPending: true })]}>
        <p>rows</p>
      </QueryState>,
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByText('rows')).not.toBeInTheDocument();
    again();
    renderUi(
      <QueryState query={[query({}), query({})]}>
        <p>rows</p>
      </QueryState>,
    );
    expect(screen.getByText('rows')).toBeInTheDocument();
  });

  it('renders the answer it is given, and shows the loader while there is none (never a blank part)', () => {
    const { unmount } = renderUi(
      <QueryState query={query({})} data={undefined as { name: string } | undefined}>
        {(answer) => <p>{answer.name}</p>}
      </QueryState>,
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    unmount();
    const { unmount: again } = renderUi(
      <QueryState query={query({})} data={{ name: 'Alice' }}>
        {(answer) => <p>{answer.name}</p>}
      </QueryState>,
    );
    expect(screen.getByText('Alice')).toBeInTheDocument();
    again();
    renderUi(
      <QueryState query={query({})} data={{ names: [] as string[] }} count={0}>
        {(answer) => <p>{answer.names.join()}</p>}
      </QueryState>,
    );
    expect(screen.getByTestId('no-data')).toHaveTextContent('No data');
  });
});
