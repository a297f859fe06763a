// Driving a page by keyboard alone (WCAG 2.1.1, 2.4.7): the flow tests reach every control with Tab or
// Shift+Tab, as a person without a mouse does, never by click or a focus() of the test's own. On the way they
// keep each control the focus passed through and check that its focused look differs from its unfocused one.
import type { ElementHandle, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What makes focus visible: outline, box shadow and border of the element and of its two nearest ancestors
 * (a Mantine input draws its focus on the wrapper around the <input>), once their transitions have run.
 */
const lookOf = async (element: Element, focused: boolean): Promise<string | undefined> => {
  // A control that left the page, or is no longer drawn (a closed step's button), has no look to compare;
  // nor has one whose focus state changed while its transitions ran (a dialog it opened took the focus).
  const drawnNow = () =>
    element.isConnected &&
    element.getClientRects().length > 0 &&
    (element === document.activeElement) === focused;
  if (!drawnNow()) return undefined;
  const drawn = [element, element.parentElement, element.parentElement?.parentElement].filter(
    (node): node is Element => node instanceof Element,
  );
  await Promise.all(
    drawn.flatMap((node) =>
      node.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!drawnNow()) return undefined;
  return drawn
    .map((node) => {
      const style = window.getComputedStyle(node);
      return [
        style.outlineStyle,
        style.outlineWidth,
        style.outlineColor,
        style.boxShadow,
        style.borderColor,
      ].join(' ');
    })
    .join(' | ');
};

const describeElement = (element: Element): string => {
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
  return `<${element.tagName.toLowerCase()}${element.id ? ` id="${element.id}"` : ''}> ${name}`;
};

export interface Keyboard {
  /** Tab (or Shift+Tab with `back`) until `target` or something inside it has focus; fails after `limit`. */
  tabTo(target: Locator, options?: { back?: boolean; limit?: number }): Promise<void>;
  /** Presses a key on whatever has focus (Enter, Space, ArrowDown, Escape, ...). */
  press(key: string): Promise<void>;
  /** Types text into whatever has focus. */
  type(text: string): Promise<void>;
  /** The controls focus passed through whose focused look was the same as their unfocused one. */
  invisibleFocus(): string[];
}

export function keyboardOf(page: Page): Keyboard {
  const invisible = new Set<string>();
  let focused: { handle: ElementHandle<Element>; look: string | undefined; name: string } | undefined;

  // Compares the control focus left with its focused look, then keeps the control focus is on now. A key that
  // loads another page (a language switched) takes the page the focus was on with it: nothing to compare.
  async function noteFocus(): Promise<void> {
    try {
      await noteFocusOnPage();
    } catch (error) {
      if (!/Execution context was destroyed|navigat/i.test(String(error))) throw error;
      focused = undefined;
    }
  }

  async function noteFocusOnPage(): Promise<void> {
    const handle = (await page.evaluateHandle(() => document.activeElement)).asElement();
    if (focused) {
      const stillFocused = await focused.handle
        .evaluate((element) => element === document.activeElement)
        .catch(() => false);
      if (stillFocused) {
        await handle?.dispose();
        return;
      }
      const lookNow = await focused.handle.evaluate(lookOf, false).catch(() => undefined);
      if (lookNow !== undefined && focused.look !== undefined && lookNow === focused.look)
        invisible.add(focused.name);
      await focused.handle.dispose();
      focused = undefined;
    }
    if (!handle || (await handle.evaluate((element) => element === document.body))) return;
    focused = {
      handle,
      look: await handle.evaluate(lookOf, true),
      name: await handle.evaluate(describeElement),
    };
  }

  return {
    async tabTo(target, { back = false, limit = 80 } = {}) {
      await target.waitFor();
      for (let presses = 0; presses <= limit; presses += 1) {
        const reached = await target.evaluate(
          (element) => element === document.activeElement || element.contains(document.activeElement),
        );
        if (reached) return;
        await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
        await noteFocus();
      }
      const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
      throw new Error(
        `not reachable by ${back ? 'Shift+Tab' : 'Tab'} in ${limit} presses; focus is on ${at}`,
      );
    },
    async press(key) {
      await page.keyboard.press(key);
      await noteFocus();
    },
    async type(text) {
      await page.keyboard.type(text);
    },
    invisibleFocus: () => [...invisible],
  };
}

/** The SMS, email and Google codes of a form that asks for all three (the kycApproved user's), by keyboard. */
export async function typeCodes(keys: Keyboard, page: Page, formId: string): Promise<void> {
  await keys.tabTo(page.locator(`#${formId}_smsValidCode`));
  await keys.type('135790');
  await keys.tabTo(page.locator(`#${formId}_emailValidCode`));
  await keys.type('246801');
  await keys.tabTo(page.getByTestId(`${formId}_googleCode`).getByRole('textbox').first());
  await keys.type('507261');
}

/** Focus is inside `step` once it shows (a new step takes focus, it is not left on a control that went away). */
export const focusIsIn = (step: Locator) =>
  step.evaluate((element) => element.contains(document.activeElement));

/**
 * Picks `option` in the select (a Mantine combobox) `field` by keyboard: Tab to it, ArrowDown opens its list,
 * ArrowDown moves through the options until `option` is the highlighted one, Enter takes it.
 */
export async function chooseByKeys(keys: Keyboard, page: Page, field: Locator, option: string) {
  await keys.tabTo(field);
  await keys.press('ArrowDown');
  const wanted = page.getByRole('option', { name: option, exact: true });
  await wanted.waitFor();
  for (let presses = 0; presses < 60; presses += 1) {
    if ((await wanted.getAttribute('data-combobox-selected')) !== null) {
      await keys.press('Enter');
      await wanted.waitFor({ state: 'hidden' });
      return;
    }
    await keys.press('ArrowDown');
  }
  throw new Error(`option ${option} never highlighted by ArrowDown`);
}

/** Presses `key` (ArrowDown by default) until `target` has the focus: moving through a menu's items. */
export async function pressUntilFocused(keys: Keyboard, target: Locator, key = 'ArrowDown') {
  await target.waitFor();
  for (let presses = 0; presses < 20; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await keys.press(key);
  }
  throw new Error(`${key} never moved the focus to the wanted item`);
}

/** The stepper's step in progress has the focus (a new step took it: useFocusOnStepChange). */
export const stepHasFocus = (page: Page) => focusIsIn(page.locator('button[data-progress]'));

/**
 * The account step of register or reset password by keyboard: `email` typed into the form `formId`'s field
 * `field`, its submit pressed with Enter, then the slider security check (spec §5), whose dialog takes the
 * focus, solved with its End key.
 */
export async function emailAndSliderCheck(
  keys: Keyboard,
  page: Page,
  formId: string,
  field: string,
  email: string,
) {
  await keys.tabTo(page.locator(`#${formId}_${field}`));
  await keys.type(email);
  await keys.tabTo(page.getByTestId(`${formId}-submit`));
  await keys.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expect.poll(() => focusIsIn(dialog)).toBe(true);
  await keys.tabTo(dialog.getByRole('slider'));
  await keys.press('End');
}

/** The code step that follows (form `formId`, field numberCode): it takes the focus; `code` typed and sent. */
export async function codeStep(keys: Keyboard, page: Page, formId: string, code: string) {
  const field = page.locator(`#${formId}_numberCode`);
  await field.waitFor();
  await expect.poll(() => stepHasFocus(page)).toBe(true);
  await keys.tabTo(field);
  await keys.type(code);
  await keys.tabTo(page.getByTestId(`${formId}-submit`));
  await keys.press('Enter');
}
