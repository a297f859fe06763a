// What a screen reader is given about errors and news (WCAG 3.3.1, 4.1.3), read from the DOM.
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { POLITE_NEWS_ID } from '@/ui/announce';

/** The texts of the elements `element`'s aria-describedby names, joined: what is read with it. */
export const descriptionOf = (element: Element): string =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(no element #${id})`)
    .join(' ');

/** The error read with the first input marked invalid (its description), or null when none is invalid. */
export function invalidFieldError(): string | null {
  const invalid = document.querySelector('[aria-invalid="true"]');
  return invalid ? descriptionOf(invalid) : null;
}

/** The element of each id `element`'s aria-describedby names. */
export const describersOf = (element: Element): Element[] =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((id) => document.getElementById(id) ?? []);

/** True when `element` is or is inside a live region (it would be read out again on each change). */
export const inLiveRegion = (element: Element): boolean =>
  element.closest('[role="alert"], [role="status"], [aria-live]') !== null;

/** The app's one polite region for news without a place (src/ui/announce.ts), once it says `text`. */
export async function expectPoliteNews(text: string): Promise<void> {
  await waitFor(() => expect(document.getElementById(POLITE_NEWS_ID)).toHaveTextContent(text));
  expect(document.getElementById(POLITE_NEWS_ID)).toHaveAttribute('role', 'status');
}
