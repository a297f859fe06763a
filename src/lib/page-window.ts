/** Spec §9: a pager shows 5 page buttons. */
export const PAGE_BUTTONS = 5;

/**
 * The page numbers a pager shows: at most `buttons` consecutive pages, the current one as near the middle
 * as the first and last page allow. [] when there are no pages.
 */
export function pageWindow(current: number, pages: number, buttons = PAGE_BUTTONS): number[] {
  const count = Math.min(buttons, Math.max(pages, 0));
  if (count === 0) return [];
  const page = Math.min(Math.max(current, 1), pages);
  const first = Math.min(Math.max(page - Math.floor((count - 1) / 2), 1), pages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}
