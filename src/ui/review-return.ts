// The way back from a review to its form (WCAG 2.4.3). The review takes the form's place, so the form's submit
// button, which opened it, is gone while the review shows; Back mounts the form again with what was typed,
// and its new submit button takes the focus, as a dialog gives the focus back to what opened it. The review
// marks the region it was drawn in; the first submit button mounted inside that region takes the mark.

let pending: HTMLElement | null = null;

/** Called by the review's Back: the next submit button mounted inside `region` takes the focus. */
export function expectReturnIn(region: HTMLElement | null): void {
  pending = region;
}

/** Called by a form's submit button when it mounts: true (and the mark is spent) when the focus is its. */
export function takeReturn(button: HTMLElement): boolean {
  if (!pending?.isConnected || !pending.contains(button)) return false;
  pending = null;
  return true;
}
