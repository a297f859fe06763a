import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSchemaForm } from '../../test-utils/render-schema-form';

/** A one-field form `ad` whose note is a textarea with `uiOptions`, at most `maxLength` by its schema. */
const textareaForm = (uiOptions: Record<string, unknown>, maxLength?: number) => ({
  id: 'ad',
  schema: { type: 'object', properties: { note: { type: 'string', maxLength } } } satisfies RJSFSchema,
  uiSchema: {
    note: { 'ui:widget': 'textarea', 'ui:label': false, 'ui:options': uiOptions },
  } satisfies UiSchema,
});
const box = () => screen.getByTestId('ad_note');
const counter = () => screen.queryByTestId('ad_note-count');

describe('spec §5 textarea widget: truncates at its max and may show n/max (ui:widget "textarea")', () => {
  it("truncates at the schema's maxLength and shows n/max with showCount", async () => {
    const { user, submit, onSubmit } = renderSchemaForm(textareaForm({ showCount: true }, 12));
    expect(box().tagName).toBe('TEXTAREA');
    expect(counter()).toHaveTextContent('0/12');
    await user.type(box(), 'remark that is too long');
    expect(box()).toHaveValue('remark that ');
    expect(counter()).toHaveTextContent('12/12');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ note: 'remark that ' }));
  });

  it('ui:options maxLength wins over the schema, and no counter without showCount', async () => {
    const { user } = renderSchemaForm(textareaForm({ maxLength: 5 }, 12));
    await user.type(box(), 'abcdefgh');
    expect(box()).toHaveValue('abcde');
    expect(counter()).not.toBeInTheDocument();
  });

  it('leaves the field empty (undefined) when cleared', async () => {
    const { user, submit, onSubmit } = renderSchemaForm(textareaForm({ showCount: true }, 10));
    await user.type(box(), 'x');
    await user.clear(box());
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({}));
  });
});
