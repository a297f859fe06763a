import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { renderSchemaForm } from '../../test-utils/render-schema-form';

// WCAG 3.3.1 Error Identification, 1.3.1, 4.1.3: a field's error is tied to its input (aria-invalid and
// aria-describedby naming the error's element), so a screen reader reads it with the field, and it is no live
// region of its own (announced when the field is reached, not once per render). A refusal of the whole form
// (spec §8) is in a polite live region.

const REQUIRED = 'This field is required';

interface Fields {
  nickname?: string;
  password?: string;
  note?: string;
  kind?: string;
  agree?: boolean;
}

const schema: RJSFSchema = {
  type: 'object',
  required: ['nickname', 'password', 'note', 'kind', 'agree'],
  properties: {
    nickname: { type: 'string' },
    password: { type: 'string' },
    note: { type: 'string' },
    kind: { type: 'string', enum: ['a', 'b'] },
    agree: { type: 'boolean', const: true },
  },
};
const uiSchema: UiSchema<Fields> = {
  nickname: { 'ui:title': 'personal:forms.nickname.nickname' },
  password: { 'ui:title': 'auth:login.password', 'ui:widget': 'password' },
  note: { 'ui:title': 'personal:forms.inviteApplication.description', 'ui:widget': 'textarea' },
  kind: { 'ui:title': 'kyc:basic.corporationType', 'ui:widget': 'radioChoice' },
  agree: { 'ui:title': 'auth:register.account' },
};

/** The texts of the elements an element's aria-describedby names. */
const descriptionOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(no element #${id})`);

const form = { id: 'a11y', schema, uiSchema };

describe('WCAG 3.3.1 a field error is tied to its input', () => {
  it('each flagged input is invalid and described by its error; none before submit', async () => {
    const { user, submitButton } = renderSchemaForm<Fields>(form, { submitLabel: 'Save' });
    const inputs = () => [
      document.getElementById('a11y_nickname')!,
      document.getElementById('a11y_password')!,
      document.getElementById('a11y_note')!,
      document.getElementById('a11y_agree')!,
      screen.getByRole('radiogroup'),
    ];
    for (const input of inputs()) {
      expect(input.getAttribute('aria-invalid'), input.id).not.toBe('true');
      expect(descriptionOf(input).join(' '), input.id).not.toContain(REQUIRED);
    }
    await user.click(submitButton());
    // Four fields are empty; the box must be ticked (const true), its own message.
    await waitFor(() => expect(screen.getAllByText(REQUIRED)).toHaveLength(4));
    for (const input of inputs()) {
      const name = input.id || input.getAttribute('role')!;
      expect(input.getAttribute('aria-invalid'), name).toBe('true');
      const described = descriptionOf(input).filter((text) => text.length > 0);
      expect(described.length, name).toBeGreaterThan(0);
      if (input.id !== 'a11y_agree') expect(described, name).toContain(REQUIRED);
    }
    // Each error is read with its field, not by a live region of its own.
    const errors = inputs().flatMap((input) =>
      (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean),
    );
    for (const id of errors) {
      expect(
        document.getElementById(id)!.closest('[role="alert"], [role="status"], [aria-live]'),
        id,
      ).toBeNull();
    }
  });
});

describe('WCAG 4.1.3 a refusal of the form (spec §8) is in a polite live region', () => {
  it('shows the server message inside a role="status" region that was there before it', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new ApiError('NICKNAME_TAKEN', 'Nickname taken', 200)));
    const { user, submitButton } = renderSchemaForm<Fields>(form, { submitLabel: 'Save', onSubmit });
    const region = screen.getByTestId('a11y-refusal');
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toHaveTextContent('');
    await user.type(document.getElementById('a11y_nickname')!, 'amy');
    await user.type(document.getElementById('a11y_password')!, 'abcd1234');
    await user.type(document.getElementById('a11y_note')!, 'why');
    await user.click(screen.getByRole('radio', { name: 'a' }));
    await user.click(document.getElementById('a11y_agree')!);
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(await within(region).findByText('Nickname taken')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
