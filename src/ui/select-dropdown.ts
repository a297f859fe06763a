// spec §9 "Select shows 5 options before scrolling": options of a fixed height and a dropdown five of
// them tall. Long labels are cut rather than wrapped so the height holds.
import type { CSSProperties } from 'react';

export const VISIBLE_OPTIONS = 5;
export const OPTION_HEIGHT_PX = 36;

export const fiveOptionDropdown = {
  maxDropdownHeight: VISIBLE_OPTIONS * OPTION_HEIGHT_PX,
  styles: {
    option: { height: OPTION_HEIGHT_PX, whiteSpace: 'nowrap', overflow: 'hidden' } satisfies CSSProperties,
  },
};
