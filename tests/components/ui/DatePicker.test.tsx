import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n';
import { DatePicker } from '@/ui/DatePicker';
import { renderUi } from '../../test-utils/render';
import { startFixedClock } from '../../test-utils/fixed-clock';

// Saturday 15 June 2024, 10:00 local time. June 2024 starts on a Saturday, so a Sunday-first grid shows
// 26–31 May before it.
const NOW = new Date(2024, 5, 15, 10, 0);

function Harness({ initial = null, onChange }: { initial?: string | null; onChange?: (v: string) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DatePicker
      label="Day"
      data-testid="day"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const day = (name: string) => screen.getByRole('button', { name });
const confirm = () => screen.getByTestId('day-confirm');

afterEach(() => {
  vi.useRealTimers();
});

describe('spec §5 single date picker: confirm disabled until a date is chosen', () => {
  it('keeps confirm disabled until a day is clicked, then commits it as YYYY-MM-DD', async () => {
    const user = startFixedClock(NOW);
    const onChange = vi.fn();
    renderUi(<Harness onChange={onChange} />);
    expect(screen.getByTestId('day')).toHaveTextContent('Select a date');

    await user.click(screen.getByTestId('day'));
    expect(confirm()).toBeDisabled();
    await user.click(day('12 June 2024'));
    expect(confirm()).toBeEnabled();
    expect(onChange).not.toHaveBeenCalled();

    await user.click(confirm());
    expect(onChange).toHaveBeenCalledWith('2024-06-12');
    expect(screen.getByTestId('day')).toHaveTextContent('2024-06-12');
  });

  it('discards an unconfirmed choice on Escape', async () => {
    const user = startFixedClock(NOW);
    const onChange = vi.fn();
    renderUi(<Harness initial="2024-06-03" onChange={onChange} />);
    await user.click(screen.getByTestId('day'));
    expect(confirm()).toBeEnabled(); // a committed value counts as chosen
    await user.click(day('20 June 2024'));
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('day-confirm')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('day')).toHaveTextContent('2024-06-03');
  });
});

describe('spec §5 days outside the shown month cannot be picked', () => {
  it('disables the May and July days around June, and again after moving to July', async () => {
    const user = startFixedClock(NOW);
    renderUi(<Harness />);
    await user.click(screen.getByTestId('day'));
    expect(day('31 May 2024')).toBeDisabled();
    expect(day('1 June 2024')).toBeEnabled();
    expect(day('6 July 2024')).toBeDisabled();
    await user.click(day('31 May 2024'));
    expect(confirm()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(day('30 June 2024')).toBeDisabled();
    expect(day('1 July 2024')).toBeEnabled();
  });
});

describe('spec §9 weeks start Sunday; dayjs locale follows the language', () => {
  it('starts the week on Sunday in en_US', async () => {
    const user = startFixedClock(NOW);
    renderUi(<Harness />);
    await user.click(screen.getByTestId('day'));
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
  });

  it('uses the zh-cn locale in zh_CN, still starting on Sunday (the locale itself starts on Monday)', async () => {
    await act(() => applyLanguage('zh_CN'));
    const user = startFixedClock(NOW);
    renderUi(<Harness />);
    expect(screen.getByTestId('day')).toHaveTextContent('请选择日期');
    await user.click(screen.getByTestId('day'));
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers[0]).toHaveTextContent('日');
    expect(headers[1]).toHaveTextContent('一');
    await user.click(day('12 六月 2024'));
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByTestId('day')).toHaveTextContent('2024-06-12');
  });
});
