import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PercentSlider } from '@/ui/PercentSlider';
import { renderControlled } from '../../test-utils/render-controlled';

const SHARE = { label: 'Share', 'data-testid': 'share' };
const thumb = () => screen.getByRole('slider', { name: 'Share' });

describe('spec §5 slider clamps 0–100', () => {
  it.each([
    [150, 100],
    [-20, 0],
    [Number.NaN, 0],
    [42, 42],
  ])('shows %d as %d', (value, shown) => {
    renderControlled(PercentSlider, SHARE, value);
    expect(thumb()).toHaveAttribute('aria-valuenow', String(shown));
    expect(screen.getByTestId('share-value')).toHaveTextContent(`${shown}%`);
  });

  it('never reports a value above 100 or below 0 from the keyboard', async () => {
    const { user, onChange } = renderControlled(PercentSlider, SHARE, 99);
    thumb().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(thumb()).toHaveAttribute('aria-valuenow', '100');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(thumb()).toHaveAttribute('aria-valuenow', '0');
    const values = onChange.mock.calls.map(([v]) => v as number);
    expect(values).toContain(100);
    expect(values).toContain(0);
    expect(values.every((v) => v >= 0 && v <= 100)).toBe(true);
    expect(screen.getByTestId('share-value')).toHaveTextContent('0%');
  });
});

describe('spec §9 slider marks 0, 25, 50, 75, 100', () => {
  it('labels the five marks', () => {
    renderControlled(PercentSlider, SHARE, 10);
    for (const mark of ['0%', '25%', '50%', '75%', '100%']) {
      expect(screen.getAllByText(mark).length).toBeGreaterThan(0);
    }
  });
});
