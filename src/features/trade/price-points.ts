import type { OtcPricePoint } from '@generated/models';

/** A price point the chart can place: a day and a decimal price. */
export type DrawablePoint = Required<Pick<OtcPricePoint, 'time' | 'price'>>;

/** The points that carry both a day and a decimal price, in the answer's order; none when the list is absent. */
export const drawablePoints = (points: readonly OtcPricePoint[] | undefined): DrawablePoint[] =>
  (points ?? []).flatMap(({ time, price }) =>
    time !== undefined && price !== undefined && /^[0-9]+(\.[0-9]+)?$/.test(price) ? [{ time, price }] : [],
  );
