import type { RJSFSchema } from '@rjsf/utils';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSchemaForm } from '../../test-utils/render-schema-form';

interface Data {
  day?: string;
}

const NOW = new Date(2024, 5, 15, 10, 0);

const required: RJSFSchema = { type: 'object', required: ['day'], properties: { day: { type: 'string' } } };

afterEach(() => {
  vi.useRealTimers();
});

describe('spec §5 date widget (ui:widget date) in SchemaForm', () => {
  it('shows the required error after submit, then submits the confirmed day as YYYY-MM-DD', async () => {
    const { user, onSubmit } = renderSchemaForm<Data>(
      {
        id: 'when',
        schema: required,
        uiSchema: { day: { 'ui:widget': 'date', 'ui:title': 'pickers:label.date' } },
      },
      { clock: NOW },
    );
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
    const { user } = renderSchemaForm<Data>(
      { id: 'when', schema, uiSchema: { day: { 'ui:title': 'pickers:label.date' } } },
      { clock: NOW },
    );
    await user.click(screen.getByTestId('when_day'));
    expect(screen.getByTestId('when_day-confirm')).toBeInTheDocument();
  });
});
