import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pickersWidgets } from '@/forms/widgets/pickers';
import { renderSchemaForm } from '../../test-utils/render-schema-form';
import { invalidFieldError } from '../../test-utils/a11y';

interface Data {
  amount?: string;
}

const schema: RJSFSchema = {
  type: 'object',
  required: ['amount'],
  properties: { amount: { type: 'string' } },
};

/** A one-field form `pay` whose required amount is the amount widget with `options`. */
const amountForm = (options: Record<string, unknown>) => ({
  id: 'pay',
  schema,
  uiSchema: {
    amount: { 'ui:widget': 'amount', 'ui:title': 'pickers:label.amount', 'ui:options': options },
  } satisfies UiSchema<Data>,
});
const input = () => screen.getByLabelText(/^Amount/);

describe('spec §5 amount widget (ui:widget amount) in SchemaForm', () => {
  it('is registered under "amount"', () => {
    expect(pickersWidgets.amount).toBeDefined();
  });

  it('sanitizes keystrokes with ui:options precision and submits the string', async () => {
    const { user, onSubmit, submit } = renderSchemaForm<Data>(amountForm({ precision: 2 }));
    await user.type(input(), 'x1.239');
    expect(input()).toHaveValue('1.23');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ amount: '1.23' });
  });

  it('defaults to 8 decimal places', async () => {
    const { user } = renderSchemaForm<Data>(amountForm({}));
    await user.type(input(), '0.123456789');
    expect(input()).toHaveValue('0.12345678');
  });

  it('fills ui:options available with the Max button', async () => {
    const { user, onSubmit, submit } = renderSchemaForm<Data>(
      amountForm({ precision: 2, available: '99.999' }),
    );
    await user.click(screen.getByRole('button', { name: 'Max: fill in the whole available amount' }));
    expect(input()).toHaveValue('99.99');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ amount: '99.99' });
  });

  it('treats an emptied field as missing (required error after submit)', async () => {
    const { user, onSubmit, submit } = renderSchemaForm<Data>(amountForm({ precision: 2 }));
    await user.type(input(), 'abc');
    await submit();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('spec §5 amount widget: a paste is taken as it is or refused', () => {
  it.each(['12,5', '1e3', '-5'])('refuses the paste %j with a message and keeps the field', async (text) => {
    const { user, onSubmit, submit } = renderSchemaForm<Data>(amountForm({ precision: 2 }));
    await user.type(input(), '7');
    await user.paste(text);
    expect(input()).toHaveValue('7');
    expect(invalidFieldError()).toContain(`Pasted text is not a valid amount: ${text}`);
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ amount: '7' });
  });

  it('takes a valid paste as it is and clears the message', async () => {
    const { user } = renderSchemaForm<Data>(amountForm({ precision: 2 }));
    await user.click(input());
    await user.paste('12,5');
    expect(invalidFieldError()).not.toBeNull();
    await user.paste('12.5');
    expect(input()).toHaveValue('12.5');
    expect(invalidFieldError()).toBeNull();
  });
});
