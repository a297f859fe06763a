import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { applyLanguage, i18n } from '@/i18n';
import { deferred } from '../../test-utils/deferred';
import { renderSchemaForm } from '../../test-utils/render-schema-form';

interface Login {
  account?: string;
  password?: string;
  agree?: boolean;
}

const schema: RJSFSchema = {
  type: 'object',
  required: ['account', 'password'],
  properties: {
    account: { type: 'string', format: 'login-account' },
    password: { type: 'string', format: 'password' },
  },
};
const uiSchema: UiSchema<Login> = {
  account: { 'ui:title': 'auth:register.account' },
  password: { 'ui:title': 'auth:login.password', 'ui:widget': 'password' },
};

const REQUIRED_EN = 'This field is required';

const form = { id: 'login', schema, uiSchema };
const LOG_IN = { submitLabel: 'Log in' };
// Labels start with the title (a required asterisk follows); the password toggle is not matched.
const account = () => screen.getByLabelText(new RegExp(`^${i18n.t('auth:register.account')}`));
const password = () => screen.getByLabelText(new RegExp(`^${i18n.t('auth:login.password')}`));

describe('spec §5 SchemaForm: required errors after submit', () => {
  it('shows no error before submit, then one per empty field in en_US, without calling onSubmit', async () => {
    const { user, submitButton, onSubmit } = renderSchemaForm<Login>(form, LOG_IN);
    expect(screen.queryByText(REQUIRED_EN)).not.toBeInTheDocument();
    await user.click(submitButton());
    expect(await screen.findAllByText(REQUIRED_EN)).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows them in zh_CN, with translated labels', async () => {
    await applyLanguage('zh_CN');
    const { user, submitButton } = renderSchemaForm<Login>(form, LOG_IN);
    expect(account()).toBeInTheDocument(); // labelled "账号"
    await user.click(submitButton());
    expect(await screen.findAllByText('此项为必填项')).toHaveLength(2);
  });

  it('re-translates errors already shown when the language changes', async () => {
    const { user, submitButton } = renderSchemaForm<Login>(form, LOG_IN);
    await user.click(submitButton());
    expect(await screen.findAllByText(REQUIRED_EN)).toHaveLength(2);
    await act(() => applyLanguage('zh_CN'));
    expect(screen.getAllByText('此项为必填项')).toHaveLength(2);
  });
});

describe('spec §5 error text shows only when flagged and unfocused', () => {
  it('hides a flagged error while its field has focus and shows it again after blur', async () => {
    const { user, submitButton } = renderSchemaForm<Login>(form, LOG_IN);
    await user.click(submitButton());
    await screen.findAllByText(REQUIRED_EN);
    expect(account()).toHaveAttribute('aria-invalid', 'true');

    await user.click(account());
    expect(screen.getAllByText(REQUIRED_EN)).toHaveLength(1); // the password's error only
    expect(account()).not.toHaveAttribute('aria-invalid', 'true');

    await user.tab();
    expect(screen.getAllByText(REQUIRED_EN)).toHaveLength(1); // account's back, password now focused
    expect(account()).toHaveAttribute('aria-invalid', 'true');
    expect(account()).toHaveAccessibleDescription(REQUIRED_EN); // Mantine ties the error via aria-describedby
  });

  it('flags a field on blur (no submit): its format error shows, untouched fields stay quiet', async () => {
    const { user } = renderSchemaForm<Login>(form, LOG_IN);
    await user.type(account(), 'foo');
    expect(screen.queryByText(/valid email address or phone/)).not.toBeInTheDocument(); // focused
    await user.tab();
    expect(await screen.findByText(/Enter a valid email address or phone number/)).toBeInTheDocument();
    expect(screen.queryByText(REQUIRED_EN)).not.toBeInTheDocument();
  });

  it('uses the format message of spec §5 for a weak password after submit', async () => {
    const { user, submitButton } = renderSchemaForm<Login>(form, LOG_IN);
    await user.type(account(), 'a@b.co');
    await user.type(password(), 'abcdefgh');
    await user.click(submitButton());
    expect(
      await screen.findByText('Use 8–20 characters with at least one letter and one digit'),
    ).toBeInTheDocument();
  });
});

describe('SchemaForm submit', () => {
  it('passes the typed data, is busy while pending, and a double click submits once', async () => {
    const pending = deferred();
    const { user, submitButton, onSubmit } = renderSchemaForm<Login>(form, {
      ...LOG_IN,
      onSubmit: vi.fn(() => pending.promise),
    });
    await user.type(account(), '+8613800138000');
    await user.type(password(), 'abc12345');
    await user.dblClick(submitButton());
    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    await user.click(submitButton());
    // A submit that bypasses the button (Enter in a field) is ignored too.
    fireEvent.submit(document.getElementById('login') as HTMLFormElement);
    await act(async () => {});
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ account: '+8613800138000', password: 'abc12345' });

    await act(async () => pending.resolve());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(submitButton()).toHaveAccessibleName('Log in');
  });

  it('shows a rejected ApiError message in the polite status region and keeps every typed value', async () => {
    const { user, submitButton } = renderSchemaForm<Login>(form, {
      ...LOG_IN,
      onSubmit: vi.fn(() => Promise.reject(new ApiError('LOGIN_FORBIDDEN', 'Account is locked', 200))),
    });
    await user.type(account(), 'a@b.co');
    await user.type(password(), 'abc12345');
    await user.click(submitButton());
    expect(await screen.findByTestId('login-server-error')).toHaveTextContent('Account is locked');
    expect(screen.getByTestId('login-refusal')).toHaveAttribute('role', 'status');
    expect(account()).toHaveValue('a@b.co');
    expect(password()).toHaveValue('abc12345');
    expect(submitButton()).toBeEnabled();
  });

  it('translates a transport failure (no server message) and clears it on the next try', async () => {
    const attempts = [() => Promise.reject(new ApiError('NETWORK_ERROR', '', 0)), () => deferred().promise];
    await applyLanguage('zh_CN');
    const { user, submitButton } = renderSchemaForm<Login>(form, {
      ...LOG_IN,
      onSubmit: vi.fn(() => (attempts.shift() ?? (() => Promise.resolve()))()),
    });
    await user.type(account(), 'a@b.co');
    await user.type(password(), 'abc12345');
    await user.click(submitButton());
    expect(await screen.findByTestId('login-server-error')).toHaveTextContent('网络异常，请检查网络连接');
    await user.click(submitButton());
    await waitFor(() => expect(screen.queryByTestId('login-server-error')).not.toBeInTheDocument());
  });
});

describe('markup', () => {
  it('uses the form id for the <form>, field ids and test ids, without duplicate ids', async () => {
    const { container, submitButton } = renderSchemaForm<Login>(form, LOG_IN);
    expect(container.querySelector('form#login')).toHaveAttribute('novalidate');
    expect(screen.getByTestId('login_account')).toHaveAttribute('id', 'login_account');
    expect(submitButton()).toHaveAttribute('type', 'submit');
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(ids.length).toBeGreaterThan(2);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('widgets', () => {
  it('password has a show/hide toggle', async () => {
    const { user } = renderSchemaForm<Login>(form, LOG_IN);
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it("renders a boolean as a Mantine checkbox and uses the field's 'ui:errorMessages'", async () => {
    const { user, submit, onSubmit } = renderSchemaForm<Login>(
      {
        id: 'terms',
        schema: { type: 'object', properties: { agree: { type: 'boolean', const: true } } },
        uiSchema: {
          agree: {
            'ui:title': 'auth:register.agreeTerms',
            'ui:errorMessages': { const: 'auth:register.agreeRequired' },
          },
        },
      },
      { formData: { agree: false } },
    );
    await submit();
    expect(
      await screen.findByText('Please agree to the terms of service and privacy policy'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree to the terms/ }));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ agree: true }));
  });
});
