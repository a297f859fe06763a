import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '@/forms/SchemaForm';
import { renderUi } from '../../test-utils/render';
import { startFixedClock } from '../../test-utils/fixed-clock';

interface Data {
  day?: string;
}

const NOW = new Date(2024, 5, 15, 10, 0);

function renderDate(schema: RJSFSchema, uiSchema: UiSchema<Data>) {
  const user = startFixedClock(NOW);
  const onSubmit = vi.fn(() => Promise.resolve());
  renderUi(
    <SchemaForm<Data>
      form={{ id: 'when', schema, uiSchema }}
      onSubmit={onSubmit}
      submitLabel="Save"
      keepDraft={false}
    />,
  );
  return { user, onSubmit };
}

const required: RJSFSchema = { type: 'object', required: ['day'], properties: { day: { type: 'string' } } };

afterEach(() => {
  vi.useRealTimers();
});

describe('spec §5 date widget (ui:widget date) in SchemaForm', () => {
  it('shows the required error after submit, then submits the confirmed day as YYYY-MM-DD', async () => {
    const { user, onSubmit } = renderDate(required, {
      day: { 'ui:widget': 'date', 'ui:title': 'pickers:label.date' },
    });
    await user.click(screen.getByTestId('when-submit'));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();

    await user.click(screen.getByTestId('when_day'));
    expect(screen.getByTestId('when_day-confirm')).toBeDisabled();
    // While the calendar is open the field counts as focused: its error is hidden (spec §5).
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '12 June 2024' }));
    await user.click(screen.getByTestId('when_day-confirm'));
    expect(screen.getByTestId('when_day')).toHaveTextContent('2024-06-12');

    await user.click(screen.getByTestId('when-submit'));
    expect(onSubmit).toHaveBeenCalledWith({ day: '2024-06-12' });
  });

  it('serves strings with format "date" without a ui:widget', async () => {
    const schema: RJSFSchema = { type: 'object', properties: { day: { type: 'string', format: 'date' } } };
    const { user } = renderDate(schema, { day: { 'ui:title': 'pickers:label.date' } });
    await user.click(screen.getByTestId('when_day'));
    expect(screen.getByTestId('when_day-confirm')).toBeInTheDocument();
  });
});
