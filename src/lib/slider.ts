// The percent slider's rules (spec §5 "Slider clamps 0–100", §9 "Slider marks 0, 25, 50, 75, 100").

export const PERCENT_MIN = 0;
export const PERCENT_MAX = 100;
export const SLIDER_MARKS = [0, 25, 50, 75, 100] as const;

/** Clamps to 0–100; NaN (e.g. from an empty or non-numeric value) counts as 0. */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return PERCENT_MIN;
  return Math.min(PERCENT_MAX, Math.max(PERCENT_MIN, value));
}
