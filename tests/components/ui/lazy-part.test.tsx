import { act, render, screen } from '@testing-library/react';
import { ErrorBoundary } from 'react-error-boundary';
import { describe, expect, it } from 'vitest';
import { lazyPart } from '@/ui/lazy-part';

function Part({ label }: { label: string }) {
  return <p>{label}</p>;
}

function Waiting() {
  return <span role="status" aria-label="Waiting" />;
}

// A part preloaded before it mounts renders at once, with no Suspense boundary (no fallback flash, and a
// prerendered page hydrates it in its first pass); one still loading shows its fallback, then the part.
describe('lazyPart', () => {
  it('shows its fallback while the chunk loads, then the part with its props', async () => {
    let resolve: (component: typeof Part) => void = () => undefined;
    const Lazy = lazyPart(() => new Promise<typeof Part>((done) => (resolve = done)), Waiting);
    render(<Lazy label="Chart" />);
    expect(screen.getByRole('status', { name: 'Waiting' })).toBeInTheDocument();
    await act(async () => resolve(Part));
    expect(await screen.findByText('Chart')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('loads its chunk once, however often it is preloaded', async () => {
    let loads = 0;
    const Lazy = lazyPart(() => {
      loads += 1;
      return Promise.resolve(Part);
    });
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    await Lazy.preload();
    expect(loads).toBe(1);
  });

  it('renders a preloaded part in the first render, without suspending', async () => {
    const Lazy = lazyPart(() => Promise.resolve(Part), Waiting);
    await Lazy.preload();
    // No Suspense boundary above: a suspending part would throw here.
    render(<Lazy label="Chart" />);
    expect(screen.getByText('Chart')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('prefetches a chunk that fails without an unhandled rejection, and the part reports it where it renders', async () => {
    const Lazy = lazyPart<{ label: string }>(() => Promise.reject(new Error('chunk failed')), Waiting);
    Lazy.prefetch();
    // Node reports a rejection nobody handled once the event loop turns; vitest then fails the run.
    await new Promise((turned) => setImmediate(turned));
    await expect(Lazy.preload()).rejects.toThrow('chunk failed');
    render(
      <ErrorBoundary fallback={<p role="alert">Could not load</p>}>
        <Lazy label="Chart" />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load');
  });
});
