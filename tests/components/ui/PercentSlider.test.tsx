import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PercentSlider } from '@/ui/PercentSlider';
import { renderUi } from '../../test-utils/render';

function Harness({ initial, onChange }: { initial: number; onChange?: (v: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <PercentSlider
      label="Share"
      data-testid="share"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

function setup(initial: number) {
  const onChange = vi.fn();
  renderUi(<Harness initial={initial} onChange={onChange} />);
  return { user: userEvent.setup(), onChange, thumb: screen.getByRole('slider', { name: 'Share' }) };
}

describe('spec §5 slider clamps 0–100', () => {
  it.each([
    [150, 100],
    [-20, 0],
    [Number.NaN, 0],
    [42, 42],
  ])('shows %d as %d', (value, shown) => {
    const { thumb } = setup(value);
    expect(thumb).toHaveAttribute('aria-valuenow', String(shown));
    expect(screen.getByTestId('share-value')).toHaveTextContent(`${shown}%`);
  });

  it('never reports a value above 100 or below 0 from the keyboard', async () => {
    const { user, thumb, onChange } = setup(99);
    thumb.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '100');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(thumb).toHaveAttribute('aria-valuenow', '0');
    const values = onChange.mock.calls.map(([v]) => v as number);
    expect(values).toContain(100);
    expect(values).toContain(0);
    expect(values.every((v) => v >= 0 && v <= 100)).toBe(true);
    expect(screen.getByTestId('share-value')).toHaveTextContent('0%');
  });
});

describe('spec §9 slider marks 0, 25, 50, 75, 100', () => {
  it('labels the five marks', () => {
    setup(10);
    for (const mark of ['0%', '25%', '50%', '75%', '100%']) {
      expect(screen.getAllByText(mark).length).toBeGreaterThan(0);
    }
  });
});
