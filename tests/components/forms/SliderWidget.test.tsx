import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSchemaForm } from '../../test-utils/render-schema-form';

interface Data {
  share?: number;
}

const schema: RJSFSchema = {
  type: 'object',
  properties: { share: { type: 'integer', minimum: 0, maximum: 100 } },
};
const uiSchema: UiSchema<Data> = { share: { 'ui:widget': 'slider', 'ui:title': 'pickers:label.percent' } };

const form = { id: 'split', schema, uiSchema };
const thumb = () => screen.getByRole('slider', { name: 'Percentage' });

describe('spec §5, §9 slider widget (ui:widget slider) in SchemaForm', () => {
  it('shows an out-of-range value clamped to 100', () => {
    renderSchemaForm<Data>(form, { formData: { share: 150 } });
    expect(thumb()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByTestId('split_share-value')).toHaveTextContent('100%');
  });

  it('submits the value set from the keyboard, within 0–100', async () => {
    const { user, submit, onSubmit } = renderSchemaForm<Data>(form, { formData: { share: 50 } });
    thumb().focus();
    await user.keyboard('{End}{ArrowRight}');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ share: 100 });
  });
});
