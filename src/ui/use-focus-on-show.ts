import { useEffect, useRef, useState } from 'react';

/**
 * A step that takes the place of the one the focus was in (a review, the order just placed) takes the focus
 * when it shows, on the element given the returned ref (a heading with tabIndex -1), so a keyboard user goes
 * on from the step now shown rather than from the top of the page (WCAG 2.4.3). `when` false (a form that
 * also shows as a page opens) leaves the focus alone: what it was on first render decides.
 */
export function useFocusOnShow<T extends HTMLElement>(when = true) {
  const target = useRef<T>(null);
  const [shownWhen] = useState(when);
  useEffect(() => {
    if (shownWhen) target.current?.focus();
  }, [shownWhen]);
  return target;
}

/** Mantine's Stepper marks the step in progress (its button) with this attribute. */
const STEP_IN_PROGRESS = 'button[data-progress]';

/**
 * A stepper whose content is replaced when `step` changes (a wizard, the register steps): after the first
 * render, each change moves the focus to the step now in progress inside the returned ref's element (the
 * stepper's button naming it), since the control that had the focus left with the step before (WCAG 2.4.3).
 * The first render leaves the focus alone: a page that just opened keeps its skip link first.
 */
export function useFocusOnStepChange<T extends HTMLElement>(step: string) {
  const container = useRef<T>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    container.current?.querySelector<HTMLElement>(STEP_IN_PROGRESS)?.focus();
  }, [step]);
  return container;
}

/**
 * A dialog mounted opened and unmounted to close (Mantine then never saw what had the focus before it opened)
 * gives the focus back, once gone, to the control that had it when the dialog mounted (the button that opened
 * it), when that control is still on the page and the focus was lost with the dialog (WCAG 2.4.3).
 */
export function useReturnFocusOnUnmount(): void {
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(
    () => () => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && opener?.isConnected) opener.focus();
    },
    [opener],
  );
}
