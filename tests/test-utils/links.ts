import { within } from '@testing-library/react';
import { expect } from 'vitest';

/** Each link (or menu item) of `container`, by its accessible name, points to its localized path. */
export function expectLinks(
  container: HTMLElement,
  hrefs: Record<string, string>,
  role: 'link' | 'menuitem' = 'link',
) {
  for (const [name, href] of Object.entries(hrefs))
    expect(within(container).getByRole(role, { name }), name).toHaveAttribute('href', href);
}
