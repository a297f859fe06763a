import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { draftOf, isSecretField } from '@/forms/form-draft';
import { SchemaForm } from '@/forms/SchemaForm';
import { renderUi } from '../../test-utils/render';
import { renderSchemaForm } from '../../test-utils/render-schema-form';

interface Login {
  account?: string;
  password?: string;
}

const schema: RJSFSchema = {
  type: 'object',
  required: ['account', 'password'],
  properties: { account: { type: 'string' }, password: { type: 'string', format: 'password' } },
};
const uiSchema: UiSchema<Login> = {
  account: { 'ui:title': 'auth:register.account' },
  password: { 'ui:title': 'auth:login.password', 'ui:widget': 'password' },
};

const form = { id: 'draft-test', schema, uiSchema };
/** The form as a screen keeps it: with its draft. */
const asScreen = { keepDraft: true, submitLabel: 'Go' };
const account = () => screen.getByLabelText(/^Account/) as HTMLInputElement;
const password = () => screen.getByLabelText(/^Password/) as HTMLInputElement;

describe('nothing typed is lost, no secret is kept', () => {
  it('restores what was typed after a remount (a reload), without the password', async () => {
    const user = userEvent.setup();
    const first = renderSchemaForm<Login>(form, asScreen);
    await user.type(account(), 'investor@example.com');
    await user.type(password(), 'Secret123');
    expect(window.sessionStorage.getItem('form-draft:draft-test')).not.toContain('Secret123');
    first.unmount();

    renderSchemaForm<Login>(form, asScreen);
    expect(account().value).toBe('investor@example.com');
    expect(password().value).toBe('');
  });

  it('clears the draft after a successful submit, keeps it after a failed one', async () => {
    const user = userEvent.setup();
    const failing = renderSchemaForm<Login>(form, {
      ...asScreen,
      onSubmit: () => Promise.reject(new Error('no')),
    });
    await user.type(account(), 'a@b.co');
    await user.type(password(), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Go' })).not.toBeDisabled());
    expect(window.sessionStorage.getItem('form-draft:draft-test')).toContain('a@b.co');
    failing.unmount();

    renderSchemaForm<Login>(form, asScreen);
    await user.type(password(), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(window.sessionStorage.getItem('form-draft:draft-test')).toBeNull());
  });

  it('treats password and code formats, secret widgets and ui:options.secret as secrets', () => {
    const s: RJSFSchema = {
      type: 'object',
      properties: {
        a: { type: 'string', format: 'code6' },
        b: { type: 'string' },
        c: { type: 'string' },
        d: { type: 'string' },
      },
    };
    const ui: UiSchema = { b: { 'ui:widget': 'captcha' }, c: { 'ui:options': { secret: true } } };
    expect(['a', 'b', 'c', 'd'].filter((name) => isSecretField(name, s, ui))).toEqual(['a', 'b', 'c']);
  });

  it('keeps what the user types, not what the screen fills: hidden and read-only fields come afresh', () => {
    const s: RJSFSchema = {
      type: 'object',
      properties: {
        symbol: { type: 'string' },
        fee: { type: 'string' },
        rate: { type: 'string', readOnly: true },
        amount: { type: 'string' },
      },
    };
    const ui: UiSchema = { symbol: { 'ui:widget': 'hidden' }, fee: { 'ui:readonly': true } };
    expect(draftOf({ symbol: 'USDT', fee: '1', rate: '7.1', amount: '100' }, s, ui)).toEqual({
      amount: '100',
    });
  });

  it('keeps a draft under its draft key, and what the screen gives wins over it', async () => {
    const user = userEvent.setup();
    const draftForm = (draftKey: string, given?: Login) =>
      renderUi(
        <SchemaForm<Login>
          form={{ id: 'draft-test', schema, uiSchema }}
          draftKey={draftKey}
          given={given}
          onSubmit={() => Promise.resolve()}
          submitLabel="Go"
        />,
      );
    const first = draftForm('draft-test:USDT');
    await user.type(account(), 'typed@example.com');
    first.unmount();

    const otherKey = draftForm('draft-test:BTC');
    expect(account().value).toBe('');
    otherKey.unmount();
    const sameKey = draftForm('draft-test:USDT');
    expect(account().value).toBe('typed@example.com');
    sameKey.unmount();
    draftForm('draft-test:USDT', { account: 'picked@example.com' });
    expect(account().value).toBe('picked@example.com');
  });
});
