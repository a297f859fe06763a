// The handle of the self-contained slider check: a position from 0 (start) to 100 (end). Dragging or the
// keyboard moves it; it counts as solved only at the very end, and a drag released earlier snaps back.

export const SLIDER_END = 100;
export const SLIDER_KEY_STEP = 10;
export const SLIDER_PAGE_STEP = 25;

export const clampPosition = (position: number): number =>
  Number.isFinite(position) ? Math.min(SLIDER_END, Math.max(0, position)) : 0;

/** Position while dragging: where the drag started plus the pointer's travel, as a share of the distance
 * the handle can move (track width minus handle width; at least 1 px so a zero-size track cannot divide by
 * zero). */
export function dragPosition(startPosition: number, deltaX: number, travelPx: number): number {
  return clampPosition(startPosition + (deltaX / Math.max(1, travelPx)) * SLIDER_END);
}

/** Position after a key press, or null when the key does not move the handle. */
export function keyPosition(position: number, key: string): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPosition(position + SLIDER_KEY_STEP);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPosition(position - SLIDER_KEY_STEP);
    case 'PageUp':
      return clampPosition(position + SLIDER_PAGE_STEP);
    case 'PageDown':
      return clampPosition(position - SLIDER_PAGE_STEP);
    case 'Home':
      return 0;
    case 'End':
      return SLIDER_END;
    default:
      return null;
  }
}

export const isAtEnd = (position: number): boolean => position >= SLIDER_END;

/** Where the handle rests when a drag is released: at the end if it got there, else back at the start. */
export const releasePosition = (position: number): number => (isAtEnd(position) ? SLIDER_END : 0);
