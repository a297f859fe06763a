import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SendCodeSender, VerificationFormContext } from '@/forms/widgets/send-code-context';
import { renderSchemaForm } from '../../test-utils/render-schema-form';

interface CodeForm {
  smsCode?: string;
}

const schema: RJSFSchema = {
  type: 'object',
  required: ['smsCode'],
  properties: { smsCode: { type: 'string', format: 'code6' } },
};
const uiSchema = (options: Record<string, unknown> = {}): UiSchema<CodeForm> => ({
  smsCode: { 'ui:title': 'verification:labels.phoneCode', 'ui:widget': 'sendCode', 'ui:options': options },
});

/** The form `bind` whose smsCode is the sendCode widget with `options`. */
const sendCodeForm = (options: Record<string, unknown> = {}) => ({
  id: 'bind',
  schema,
  uiSchema: uiSchema(options),
});
/** The form options that give the widget its senders (formContext.sendCode). */
const sendingThrough = (senders: Record<string, SendCodeSender>) => ({
  formContext: { sendCode: senders } satisfies VerificationFormContext,
});

const sendButton = () => screen.getByTestId('bind_smsCode-send');

async function solveCheck(user: UserEvent) {
  await user.click(sendButton());
  (await screen.findByRole('slider', { name: 'Slide to verify' })).focus();
  await user.keyboard('{End}');
}

describe('spec §4/§5 ui:widget "sendCode"', () => {
  it('in SchemaForm: a code input with the send button beside it, disabled without a sender', async () => {
    const { user, submit, onSubmit } = renderSchemaForm<CodeForm>(sendCodeForm());
    const input = screen.getByRole('textbox', { name: /^Phone verification code/ });
    expect(sendButton()).toHaveTextContent('Send code');
    expect(sendButton()).toBeDisabled();
    await user.type(input, '1234567');
    expect(input).toHaveValue('123456');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ smsCode: '123456' });
  });

  it('sends through formContext.sendCode[field name] after the check, then counts down', async () => {
    const sender = vi.fn<SendCodeSender>(() => Promise.resolve());
    const { user } = renderSchemaForm<CodeForm>(sendCodeForm(), sendingThrough({ smsCode: sender }));
    expect(sendButton()).toBeEnabled();
    await solveCheck(user);
    expect(sender).toHaveBeenCalledTimes(1);
    expect(sender.mock.calls[0]![0]).toMatchObject({ verificationType: '1' });
    expect(await screen.findByText('Resend in 90 s')).toBeInTheDocument();
  });

  it('uses the sender named by ui:options.sendCode, and code boxes with input "boxes"', async () => {
    const phone = vi.fn<SendCodeSender>(() => Promise.resolve());
    const other = vi.fn<SendCodeSender>(() => Promise.resolve());
    const { user, onSubmit } = renderSchemaForm<CodeForm>(
      sendCodeForm({ sendCode: 'phone', input: 'boxes', scene: 'nc_bind' }),
      sendingThrough({ phone, smsCode: other }),
    );
    expect(screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ })).toHaveLength(6);
    await solveCheck(user);
    expect(phone).toHaveBeenCalledWith(expect.objectContaining({ scene: 'nc_bind' }));
    expect(other).not.toHaveBeenCalled();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('987654');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ smsCode: '987654' });
  });

  it("shows a failed send's message beside the input", async () => {
    const { user } = renderSchemaForm<CodeForm>(
      sendCodeForm(),
      sendingThrough({ smsCode: () => Promise.reject(new Error('down')) }),
    );
    await solveCheck(user);
    expect(await screen.findByTestId('bind_smsCode-send-error')).toHaveTextContent(
      'Server busy, please try again later',
    );
    expect(sendButton()).toBeEnabled();
  });
});
