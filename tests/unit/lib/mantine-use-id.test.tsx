// Mantine's useId, aliased to src/lib/mantine-use-id.ts (vite.config.ts), keeps the id the first
// render gave (the one the prerender wrote) instead of setting a random one after mount, which re-rendered
// every input, accordion and menu synchronously inside the hydration's commit.
import { act, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useId } from '@/lib/mantine-use-id';

describe("Mantine's useId without the id after mount", () => {
  it('keeps the first render id through mount and later renders, rendering once', () => {
    let renders = 0;
    const { result, rerender } = renderHook(() => {
      renders += 1;
      return useId();
    });
    const first = result.current;
    expect(first).toMatch(/^mantine-/);
    expect(renders).toBe(1);
    rerender();
    expect(result.current).toBe(first);
  });

  it('keeps the id of prerendered markup through hydration and after it', async () => {
    function Probe() {
      return <span id={useId()} />;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    const serverId = container.querySelector('span')!.id;
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    expect(serverId).toMatch(/^mantine-/);
    expect(container.querySelector('span')!.id).toBe(serverId);
    expect(recoverable).toEqual([]);
    act(() => root.unmount());
  });

  it('returns a static id as given', () => {
    const { result } = renderHook(() => useId('email'));
    expect(result.current).toBe('email');
  });
});
