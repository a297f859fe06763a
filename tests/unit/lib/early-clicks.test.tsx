// A prerendered page is on screen before its script runs. A click on one of its controls then is
// taken by the page's inline recorder and clicked again once the app has rendered: on the same node when
// the markup was hydrated, on its twin (same label, same rank) when the app rendered afresh over it.
import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyClickRecorder, replayEarlyClicks } from '@/lib/early-clicks';

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  // The script scripts/prerender.mjs writes into the page's <head>: it must run with nothing around it.
  window.eval(earlyClickRecorder());
});
afterEach(() => {
  window.__earlyClicks = undefined;
  root.remove();
});

const button = (label: string) => `<button type="button"><span>${label}</span></button>`;

describe('clicks on a prerendered page before the app takes it over', () => {
  it('are kept from the page, then clicked again on the same control once the app is in', () => {
    root.innerHTML = button('Language') + button('FAQ');
    const answered = vi.fn();
    root.addEventListener('click', (event) => answered((event.target as Element).textContent));
    root.querySelectorAll('span')[1]!.click();
    expect(answered).not.toHaveBeenCalled();
    replayEarlyClicks();
    expect(answered.mock.calls).toEqual([['FAQ']]);
  });

  it('find the twin of a control the app rendered afresh, by label and rank, around extra markup', () => {
    root.innerHTML = button('Open') + button('Open');
    root.querySelectorAll('button')[1]!.click();
    root.innerHTML = `<link rel="preload"><div>${button('QA')}${button('Open')}${button('Open')}</div>`;
    const clicked = vi.fn();
    root
      .querySelectorAll('button')
      .forEach((control, index) => control.addEventListener('click', () => clicked(index)));
    replayEarlyClicks();
    expect(clicked.mock.calls).toEqual([[2]]);
  });

  it('click nothing when the control is gone or labelled otherwise', () => {
    root.innerHTML = button('Language');
    root.querySelector('button')!.click();
    root.innerHTML = button('语言');
    const clicked = vi.fn();
    root.querySelector('button')!.addEventListener('click', clicked);
    replayEarlyClicks();
    expect(clicked).not.toHaveBeenCalled();
  });

  it('leave links and what is outside the controls to the browser', () => {
    root.innerHTML = `<a href="#faq"><span>FAQ</span></a><p>text</p>`;
    const seen = vi.fn();
    root.addEventListener('click', (event) => seen(event.defaultPrevented));
    root.querySelector('span')!.click();
    root.querySelector('p')!.click();
    expect(seen.mock.calls).toEqual([[false], [false]]);
    expect(window.__earlyClicks).toEqual([]);
  });

  it('are the app’s own once replayed: a later click reaches the page at once, and is not replayed', () => {
    root.innerHTML = button('FAQ');
    replayEarlyClicks();
    const answered = vi.fn();
    root.addEventListener('click', answered);
    root.querySelector('button')!.click();
    expect(answered).toHaveBeenCalledTimes(1);
    replayEarlyClicks();
    expect(answered).toHaveBeenCalledTimes(1);
  });

  it('reach a hydrated React handler exactly once, in order', async () => {
    function Toggle({ name }: { name: string }) {
      const [open, setOpen] = useState(false);
      return (
        <button type="button" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
          {name}
        </button>
      );
    }
    const page = (
      <>
        <Toggle name="First" />
        <Toggle name="Second" />
      </>
    );
    root.innerHTML = renderToString(page);
    const [first, second] = root.querySelectorAll('button');
    second!.click();
    first!.click();
    second!.click();
    const app = await act(async () => hydrateRoot(root, page));
    expect(first!.getAttribute('aria-expanded')).toBe('false');
    await act(async () => replayEarlyClicks());
    expect([first, second].map((control) => control!.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
    ]);
    expect(root.querySelectorAll('button')[0]).toBe(first);
    act(() => app.unmount());
  });
});
