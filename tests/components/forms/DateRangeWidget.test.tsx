import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '@/forms/SchemaForm';
import { DateRangeField } from '@/forms/widgets/DateRangeWidget';
import { pickersFields } from '@/forms/widgets/pickers';
import type { DateRange } from '@/lib/date-range';
import { renderUi } from '../../test-utils/render';
import { startFixedClock } from '../../test-utils/fixed-clock';

interface Data {
  period?: Partial<DateRange>;
}

const NOW = new Date(2024, 5, 15, 10, 0);

const schema: RJSFSchema = {
  type: 'object',
  required: ['period'],
  properties: {
    period: {
      type: 'object',
      required: ['start', 'end'],
      properties: { start: { type: 'string', format: 'date' }, end: { type: 'string', format: 'date' } },
    },
  },
};

function renderRange(options: Record<string, unknown>) {
  const user = startFixedClock(NOW);
  const uiSchema: UiSchema<Data> = {
    period: { 'ui:field': DateRangeField, 'ui:title': 'pickers:label.dateRange', 'ui:options': options },
  };
  const onSubmit = vi.fn(() => Promise.resolve());
  renderUi(
    <SchemaForm<Data>
      form={{ id: 'report', schema, uiSchema }}
      onSubmit={onSubmit}
      submitLabel="Search"
      keepDraft={false}
    />,
  );
  return { user, onSubmit };
}

const day = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('spec §4, §5 date range field (ui:field dateRange) in SchemaForm', () => {
  it('is registered under "dateRange" among the pickers fields', () => {
    expect(pickersFields.dateRange).toBe(DateRangeField);
  });

  it('shows the start/end required error after submit, then submits {start, end} swapped into order', async () => {
    const { user, onSubmit } = renderRange({});
    await user.click(screen.getByTestId('report-submit'));
    expect(await screen.findAllByText('This field is required')).toHaveLength(1);
    expect(screen.getByTestId('report_period')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByTestId('report_period'));
    await user.click(day('20 June 2024'));
    await user.click(day('10 June 2024'));
    await user.click(screen.getByTestId('report_period-confirm'));
    expect(screen.getByTestId('report_period')).toHaveTextContent('2024-06-10 to 2024-06-20');

    await user.click(screen.getByTestId('report-submit'));
    expect(onSubmit).toHaveBeenCalledWith({ period: { start: '2024-06-10', end: '2024-06-20' } });
  });

  it('reads ui:options limitDays and quickRanges', async () => {
    const { user, onSubmit } = renderRange({ limitDays: 7, quickRanges: ['week', 'month3'] });
    await user.click(screen.getByTestId('report_period'));
    expect(screen.queryByRole('button', { name: '3 months' })).not.toBeInTheDocument(); // beyond the limit
    expect(screen.queryByRole('button', { name: '1 month' })).not.toBeInTheDocument(); // not chosen
    await user.click(day('10 June 2024'));
    expect(day('18 June 2024')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '1 week' }));
    await user.click(screen.getByTestId('report_period-confirm'));
    await user.click(screen.getByTestId('report-submit'));
    expect(onSubmit).toHaveBeenCalledWith({ period: { start: '2024-06-15', end: '2024-06-21' } });
  });
});
