import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from '@/app/routing/lazy-screen';
import { renderUi } from '../../test-utils/render';

function Page() {
  return <h1>Page</h1>;
}

// A screen preloaded before it mounts (the prerendered page's, main.tsx) renders at once, with no
// Suspense boundary (React would hydrate a boundary's content in a separate, later pass); one still
// loading shows the loader, then the screen.
describe('lazyScreen', () => {
  it('shows the loader while the screen loads, then the screen', async () => {
    let resolve: (module: { Page: typeof Page }) => void = () => undefined;
    const Screen = lazyScreen(
      () => new Promise<{ Page: typeof Page }>((done) => (resolve = done)),
      'Page',
      [],
    );
    renderUi(<Screen />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await act(async () => resolve({ Page }));
    expect(await screen.findByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders a preloaded screen in the first render, without suspending', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ Page }), 'Page', []);
    await Screen.preload();
    // No provider, no Suspense boundary above: a suspending screen would throw here.
    render(<Screen />);
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
  });
});
