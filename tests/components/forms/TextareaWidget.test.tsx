import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSchemaForm } from '../../test-utils/render-schema-form';

function renderForm(uiOptions: Record<string, unknown>, maxLength?: number) {
  const schema: RJSFSchema = { type: 'object', properties: { note: { type: 'string', maxLength } } };
  const uiSchema: UiSchema = {
    note: { 'ui:widget': 'textarea', 'ui:label': false, 'ui:options': uiOptions },
  };
  const { onSubmit, user } = renderSchemaForm('ad', schema, uiSchema);
  return {
    onSubmit,
    user,
    box: () => screen.getByTestId('ad_note'),
    counter: () => screen.queryByTestId('ad_note-count'),
    submit: () => user.click(screen.getByTestId('ad-submit')),
  };
}

describe('spec §5 textarea widget: truncates at its max and may show n/max (ui:widget "textarea")', () => {
  it("truncates at the schema's maxLength and shows n/max with showCount", async () => {
    const { user, box, counter, submit, onSubmit } = renderForm({ showCount: true }, 12);
    expect(box().tagName).toBe('TEXTAREA');
    expect(counter()).toHaveTextContent('0/12');
    await user.type(box(), 'remark that is too long');
    expect(box()).toHaveValue('remark that ');
    expect(counter()).toHaveTextContent('12/12');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ note: 'remark that ' }));
  });

  it('ui:options maxLength wins over the schema, and no counter without showCount', async () => {
    const { user, box, counter } = renderForm({ maxLength: 5 }, 12);
    await user.type(box(), 'abcdefgh');
    expect(box()).toHaveValue('abcde');
    expect(counter()).not.toBeInTheDocument();
  });

  it('leaves the field empty (undefined) when cleared', async () => {
    const { user, box, submit, onSubmit } = renderForm({ showCount: true }, 10);
    await user.type(box(), 'x');
    await user.clear(box());
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({}));
  });
});
