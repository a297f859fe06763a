import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangePicker, type DateRangePickerProps } from '@/ui/DateRangePicker';
import { renderControlled } from '../../test-utils/render-controlled';

// Saturday 15 June 2024, 10:00 local time.
const NOW = new Date(2024, 5, 15, 10, 0);

type PickerProps = Partial<Pick<DateRangePickerProps, 'limitDays' | 'quickRanges'>>;
const period = (props: PickerProps = {}) => ({ label: 'Period', 'data-testid': 'period', ...props });

const day = (name: string) => screen.getByRole('button', { name });
const confirm = () => screen.getByTestId('period-confirm');
const field = () => screen.getByTestId('period');

afterEach(() => {
  vi.useRealTimers();
});

describe('spec §5 range picker: confirm disabled until both dates are chosen', () => {
  it('enables confirm only after the second day, then commits and shows the range as YYYY-MM-DD', async () => {
    const { user, onChange } = renderControlled(DateRangePicker, period(), null, { clock: NOW });
    await user.click(field());
    expect(confirm()).toBeDisabled();
    await user.click(day('10 June 2024'));
    expect(confirm()).toBeDisabled();
    await user.click(day('20 June 2024'));
    expect(confirm()).toBeEnabled();
    await user.click(confirm());
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ start: '2024-06-10', end: '2024-06-20' });
    expect(field()).toHaveTextContent('2024-06-10 to 2024-06-20');
  });

  it('accepts the same day twice as a one-day range', async () => {
    const { user, onChange } = renderControlled(DateRangePicker, period(), null, { clock: NOW });
    await user.click(field());
    await user.click(day('12 June 2024'));
    await user.click(day('12 June 2024'));
    await user.click(confirm());
    expect(onChange).toHaveBeenCalledWith({ start: '2024-06-12', end: '2024-06-12' });
  });
});

describe('spec §4 the range picker swaps dates if the second is earlier', () => {
  it('commits the earlier day as the start', async () => {
    const { user, onChange } = renderControlled(DateRangePicker, period(), null, { clock: NOW });
    await user.click(field());
    await user.click(day('20 June 2024'));
    await user.click(day('3 June 2024'));
    await user.click(confirm());
    expect(onChange).toHaveBeenCalledWith({ start: '2024-06-03', end: '2024-06-20' });
  });
});

describe('spec §5 optional limit of N days either side of the start', () => {
  it('disables days more than N days before or after the picked start, until the range is complete', async () => {
    const { user, onChange } = renderControlled(DateRangePicker, period({ limitDays: 3 }), null, {
      clock: NOW,
    });
    await user.click(field());
    expect(day('8 June 2024')).toBeEnabled(); // no start yet: no limit
    await user.click(day('12 June 2024'));
    expect(day('8 June 2024')).toBeDisabled();
    expect(day('9 June 2024')).toBeEnabled();
    expect(day('15 June 2024')).toBeEnabled();
    expect(day('16 June 2024')).toBeDisabled();
    await user.click(day('16 June 2024'));
    expect(confirm()).toBeDisabled();

    await user.click(day('9 June 2024'));
    await user.click(confirm());
    expect(onChange).toHaveBeenCalledWith({ start: '2024-06-09', end: '2024-06-12' });
  });
});

describe('spec §5 days outside the shown month cannot be picked', () => {
  it('disables the May and July days shown around June', async () => {
    const { user } = renderControlled(DateRangePicker, period(), null, { clock: NOW });
    await user.click(field());
    expect(day('26 May 2024')).toBeDisabled();
    expect(day('31 May 2024')).toBeDisabled();
    expect(day('1 July 2024')).toBeDisabled();
    await user.click(day('31 May 2024'));
    await user.click(day('1 July 2024'));
    expect(confirm()).toBeDisabled();
  });
});

describe('spec §9 quick ranges start today (week = +7 days; month = +1, 3, 6 months)', () => {
  it.each([
    ['1 week', '2024-06-21'],
    ['1 month', '2024-07-14'],
    ['3 months', '2024-09-14'],
    ['6 months', '2024-12-14'],
  ])('%s runs from 2024-06-15 to %s', async (label, end) => {
    const { user, onChange } = renderControlled(DateRangePicker, period(), null, { clock: NOW });
    await user.click(field());
    await user.click(screen.getByRole('button', { name: label }));
    await user.click(confirm());
    expect(onChange).toHaveBeenCalledWith({ start: '2024-06-15', end });
  });

  it('offers only the quick ranges that fit the limit', async () => {
    const { user } = renderControlled(DateRangePicker, period({ limitDays: 30 }), null, { clock: NOW });
    await user.click(field());
    expect(screen.getByRole('button', { name: '1 week' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 month' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '3 months' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '6 months' })).not.toBeInTheDocument();
  });

  it('offers the chosen quick ranges only, or none', async () => {
    const { user } = renderControlled(DateRangePicker, period({ quickRanges: ['week'] }), null, {
      clock: NOW,
    });
    await user.click(field());
    expect(screen.getByRole('button', { name: '1 week' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '1 month' })).not.toBeInTheDocument();
  });
});

describe('spec §9 weeks start Sunday', () => {
  it('shows Sunday first', async () => {
    const { user } = renderControlled(DateRangePicker, period(), null, { clock: NOW });
    await user.click(field());
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Su');
  });
});
