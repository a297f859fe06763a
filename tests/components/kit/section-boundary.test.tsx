import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SectionBoundary } from '@/kit/boundary/SectionBoundary';
import { renderInLanguage, renderUi } from '../../test-utils/render';

interface Rows {
  rows?: string[];
}

/** A section that reads `rows` without a guard: an answer without them breaks it while rendering. */
function RowsSection({ load }: { load: () => Promise<Rows> }) {
  const { data } = useQuery({ queryKey: ['rows'], queryFn: load });
  if (!data) return <p>Loading rows</p>;
  return <p>{`${data.rows!.length} rows`}</p>;
}

function Page({ load }: { load: () => Promise<Rows> }) {
  return (
    <>
      <SectionBoundary>
        <RowsSection load={load} />
      </SectionBoundary>
      <SectionBoundary>
        <p>Other section</p>
      </SectionBoundary>
    </>
  );
}

describe('SectionBoundary (design.md: screens fail in pieces)', () => {
  it('shows the failure in place of its section only; Retry fetches the answer again and renders it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<Rows>>()
      .mockResolvedValueOnce({})
      .mockResolvedValue({ rows: ['a', 'b'] });
    renderUi(<Page load={load} />);

    const failure = await screen.findByTestId('section-failed');
    expect(failure).toHaveTextContent('This part could not be shown');
    expect(screen.getByText('Other section')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 rows')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('section-failed')).not.toBeInTheDocument();
  });

  it('says so in Chinese too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderInLanguage(<Page load={() => Promise.resolve({})} />, 'zh_CN');
    expect(await screen.findByTestId('section-failed')).toHaveTextContent('此部分无法显示');
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('renders its section afresh when the address changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('section bug');
      return <p>Fragile section</p>;
    }
    renderUi(
      <MemoryRouter initialEntries={['/a']}>
        <Link to="/b">Next</Link>
        <Routes>
          <Route
            path="*"
            element={
              <SectionBoundary>
                <Fragile />
              </SectionBoundary>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('section-failed')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Fragile section')).toBeInTheDocument();
  });
});
