import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { SchemaForm } from '@/forms/SchemaForm';
import { renderUi } from './render';

/** Renders a SchemaForm `id` of `schema` (no draft kept, submit labelled "Submit") with a user to drive it. */
export function renderSchemaForm(id: string, schema: RJSFSchema, uiSchema: UiSchema) {
  const onSubmit = vi.fn(() => Promise.resolve());
  renderUi(
    <SchemaForm form={{ id, schema, uiSchema }} onSubmit={onSubmit} submitLabel="Submit" keepDraft={false} />,
  );
  return { onSubmit, user: userEvent.setup() };
}
