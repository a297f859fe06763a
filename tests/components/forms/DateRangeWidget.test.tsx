import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangeField } from '@/forms/widgets/DateRangeWidget';
import { pickersFields } from '@/forms/widgets/pickers';
import type { DateRange } from '@/lib/date-range';
import { renderSchemaForm } from '../../test-utils/render-schema-form';

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

/** A one-field form `report` whose required period is the date range field with `options`. */
const rangeForm = (options: Record<string, unknown>) => ({
  id: 'report',
  schema,
  uiSchema: {
    period: { 'ui:field': DateRangeField, 'ui:title': 'pickers:label.dateRange', 'ui:options': options },
  } satisfies UiSchema<Data>,
});

const day = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('spec §4, §5 date range field (ui:field dateRange) in SchemaForm', () => {
  it('is registered under "dateRange" among the pickers fields', () => {
    expect(pickersFields.dateRange).toBe(DateRangeField);
  });

  it('shows the start/end required error after submit, then submits {start, end} swapped into order', async () => {
    const { user, submit, onSubmit } = renderSchemaForm<Data>(rangeForm({}), { clock: NOW });
    await submit();
    expect(await screen.findAllByText('This field is required')).toHaveLength(1);
    expect(screen.getByTestId('report_period')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByTestId('report_period'));
    await user.click(day('20 June 2024'));
    await user.click(day('10 June 2024'));
    await user.click(screen.getByTestId('report_period-confirm'));
    expect(screen.getByTestId('report_period')).toHaveTextContent('2024-06-10 to 2024-06-20');

    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ period: { start: '2024-06-10', end: '2024-06-20' } });
  });

  it('reads ui:options limitDays and quickRanges', async () => {
    const { user, submit, onSubmit } = renderSchemaForm<Data>(
      rangeForm({ limitDays: 7, quickRanges: ['week', 'month3'] }),
      { clock: NOW },
    );
    await user.click(screen.getByTestId('report_period'));
    expect(screen.queryByRole('button', { name: '3 months' })).not.toBeInTheDocument(); // beyond the limit
    expect(screen.queryByRole('button', { name: '1 month' })).not.toBeInTheDocument(); // not chosen
    await user.click(day('10 June 2024'));
    expect(day('18 June 2024')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '1 week' }));
    await user.click(screen.getByTestId('report_period-confirm'));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ period: { start: '2024-06-15', end: '2024-06-21' } });
  });
});
