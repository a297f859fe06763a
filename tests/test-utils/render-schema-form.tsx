// The one way a form test renders a SchemaForm: one field (a widget's test) or a whole form definition, with an
// onSubmit spy, a user to drive it, and its submit button and fields by test id.
import type { UserEvent } from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Mock, vi } from 'vitest';
import { SchemaForm, type SchemaFormProps } from '@/forms/SchemaForm';
import { startFixedClock } from './fixed-clock';
import { renderUi } from './render';

export interface SchemaFormOptions<T> {
  /** What the form starts with: a screen's given values, or a schemas/ sample (typed looser than the form). */
  formData?: Partial<T> | Record<string, unknown>;
  /** Defaults to a spy that resolves at once. */
  onSubmit?: (data: T) => Promise<unknown>;
  formContext?: SchemaFormProps<T>['formContext'];
  submitLabel?: string;
  /** Keeps a draft as the screens do; off by default, so no test sees another's draft. */
  keepDraft?: boolean;
  /** Fake timers with the clock at this time (the date pickers' "today"). */
  clock?: Date;
  /** Options of the user (`applyAccept: false` to pick a file the accept filter would hide). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Renders the SchemaForm `form` (its id, schema and uiSchema: a one-field form of a widget, or a form
 * definition of schemas/) and returns the user, the onSubmit spy, `submit()` (clicks its submit button),
 * `submitButton()` and `field(name)` (the element of test id `<id>_<name>`).
 */
export function renderSchemaForm<T = Record<string, unknown>>(
  form: SchemaFormProps<T>['form'],
  {
    formData,
    onSubmit = vi.fn((_data: T) => Promise.resolve()),
    formContext,
    submitLabel = 'Submit',
    keepDraft = false,
    clock,
    userOptions,
  }: SchemaFormOptions<T> = {},
) {
  const user: UserEvent = clock ? startFixedClock(clock) : userEvent.setup(userOptions);
  const view = renderUi(
    <SchemaForm<T>
      form={form}
      formData={formData as T | undefined}
      onSubmit={onSubmit}
      formContext={formContext}
      submitLabel={submitLabel}
      keepDraft={keepDraft}
    />,
  );
  const submitButton = () => screen.getByTestId(`${form.id}-submit`);
  return {
    ...view,
    user,
    /** The spy, or the onSubmit given. */
    onSubmit: onSubmit as Mock<(data: T) => Promise<unknown>>,
    submitButton,
    submit: () => user.click(submitButton()),
    field: (name: string) => screen.getByTestId(`${form.id}_${name}`),
  };
}
