import type { Page } from 'playwright-core';

/** A phone's screen in CSS pixels (spec §1 phone layout). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
/** WCAG 1.4.10 Reflow: content at 320 CSS px wide scrolls in one direction only. */
export const REFLOW_VIEWPORT = { width: 320, height: 640 };
/** The smallest short side a control may have at phone width: a fingertip's, not a pointer's. */
export const MIN_TOUCH_TARGET_PX = 40;
/** WCAG 2.5.8 Target Size (Minimum), at every width, without the rule's spacing exception. */
export const MIN_TARGET_PX = 24;

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
  // Against the width the page's own scrollbar leaves, not the window's: what is under a scrollbar is out of view.
  const root = document.documentElement;
  return { sideways: root.scrollWidth - root.clientWidth, small };
}

/** Resolves once the page has re-laid out at its new size: two frames have passed. */
const laidOut = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Waits (up to 5 s) until nothing scrolls sideways: a screen that swaps its table for cards does so in a
 * React render after the resize. What still does is measured by the caller, and reported with its width.
 */
const sidewaysSettled = (page: Page) =>
  page
    .waitForFunction(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      undefined,
      { polling: 'raf', timeout: 5_000 },
    )
    .catch(() => undefined);

/** The page at its current size: how far it scrolls sideways, and each shown control under `min` px. */
export const layoutOf = (page: Page, min: number): Promise<{ sideways: number; small: string[] }> =>
  page.evaluate(measure, { selector: CONTROLS, min });

/** The page at phone width: resized in place, once it has re-laid out and nothing scrolls sideways any more. */
export async function phoneLayoutOf(page: Page): Promise<{ sideways: number; small: string[] }> {
  await page.setViewportSize(PHONE_VIEWPORT);
  await laidOut(page);
  await sidewaysSettled(page);
  return layoutOf(page, MIN_TOUCH_TARGET_PX);
}

/** CSS pixels the page scrolls sideways at 320 px wide (WCAG 1.4.10), resized in place. */
export async function reflowOf(page: Page): Promise<number> {
  await page.setViewportSize(REFLOW_VIEWPORT);
  await laidOut(page);
  await sidewaysSettled(page);
  return (await layoutOf(page, 0)).sideways;
}
