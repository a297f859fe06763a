import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/routing/router';
import { renderUi } from '../../test-utils/render';

function Broken(): never {
  throw new Error('screen bug');
}

describe('a screen that throws while rendering', () => {
  it('shows the translated error screen instead of a blank page, until the address changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const routes = [
      { path: '/broken', element: <Broken /> },
      { path: '/fine', element: <p>Fine page</p> },
    ];
    renderUi(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/fine">Elsewhere</Link>
        <AppRoutes routes={routes} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    // Reported by the React root (main.tsx gives it reportRenderError; here React's own default).
    expect(vi.mocked(console.error).mock.calls.flat()).toContainEqual(
      expect.objectContaining({ message: 'screen bug' }),
    );

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Fine page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
