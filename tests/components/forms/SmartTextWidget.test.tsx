import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSchemaForm } from '../../test-utils/render-schema-form';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    address: { type: 'string' },
    amount: { type: 'string' },
    whole: { type: 'string' },
  },
};
const smart = (options: Record<string, unknown>) => ({
  'ui:widget': 'smartText',
  'ui:label': false,
  'ui:options': options,
});
const uiSchema: UiSchema = {
  code: smart({ maxLength: 6 }),
  address: smart({ stripSpaces: true }),
  amount: smart({ decimals: 2 }),
  whole: smart({ decimals: 0, maxLength: 4 }),
};

describe('spec §5 text inputs may cap length, strip spaces or fix decimals (ui:widget "smartText")', () => {
  it('caps the length (ui:options maxLength)', async () => {
    const { user, field } = renderSchemaForm({ id: 't', schema, uiSchema });
    await user.type(field('code'), '12345678');
    expect(field('code')).toHaveValue('123456');
  });

  it('strips spaces, typed or pasted (ui:options stripSpaces)', async () => {
    const { user, field } = renderSchemaForm({ id: 't', schema, uiSchema });
    await user.type(field('address'), '0x12 34');
    await user.paste(' ab\tcd ');
    expect(field('address')).toHaveValue('0x1234abcd');
  });

  it('fixes decimals (ui:options decimals)', async () => {
    const { user, field } = renderSchemaForm({ id: 't', schema, uiSchema });
    await user.type(field('amount'), '.12a5');
    expect(field('amount')).toHaveValue('0.12');
    await user.type(field('whole'), '12.345');
    expect(field('whole')).toHaveValue('1234');
  });

  it('submits the cleaned values', async () => {
    const { user, field, submit, onSubmit } = renderSchemaForm({ id: 't', schema, uiSchema });
    await user.type(field('code'), '9876543');
    await user.type(field('address'), 'a b');
    await user.type(field('amount'), '3.14159');
    await submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ code: '987654', address: 'ab', amount: '3.14' }),
    );
  });
});
