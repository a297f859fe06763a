import type { Page } from 'playwright-core';

/** A phone's screen in CSS pixels (spec §1 phone layout). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
/** The smallest short side a control may have at phone width: a fingertip's, not a pointer's. */
export const MIN_TOUCH_TARGET_PX = 40;

const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type=hidden])',
  'select',
  'textarea',
  '[role=button]',
  '[role=tab]',
  '[role=checkbox]',
  '[role=radio]',
  '[role=switch]',
  '[role=combobox]',
  '[role=link]',
  '[role=menuitem]',
  '[role=slider]',
].join(', ');

/** Runs in the page: how far it scrolls sideways, and each shown control under the minimum, described. */
function measure({ selector, min }: { selector: string; min: number }) {
  // A link inside a sentence is sized by its line (WCAG 2.5.8's inline exception); a field's inner <input>
  // is inside the box that takes the touch.
  const inSentence = (el: Element) =>
    el.tagName === 'A' &&
    [...(el.parentElement?.childNodes ?? [])].some(
      (node) => node !== el && node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
  const small = [...document.querySelectorAll<HTMLElement>(selector)].flatMap((el) => {
    const box = (el.closest('.mantine-Input-input') ?? el).getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') return [];
    if (inSentence(el) || Math.round(Math.min(box.width, box.height)) >= min) return [];
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
    const kind = [...el.classList].find((c) => /^mantine-[A-Z]\w*-\w+$/.test(c)) ?? el.tagName.toLowerCase();
    return [`${kind} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`];
  });
  const root = document.documentElement;
  return { sideways: root.scrollWidth - root.clientWidth, small };
}

/**
 * The page at phone width: resized in place, it has re-laid out once two frames have passed and nothing
 * scrolls sideways any more (a screen that swaps its table for cards does so in a React render).
 */
export async function phoneLayoutOf(page: Page): Promise<{ sideways: number; small: string[] }> {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page
    .waitForFunction(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      undefined,
      {
        polling: 'raf',
        timeout: 5_000,
      },
    )
    .catch(() => undefined); // measured below, and reported with its width
  return page.evaluate(measure, { selector: CONTROLS, min: MIN_TOUCH_TARGET_PX });
}
