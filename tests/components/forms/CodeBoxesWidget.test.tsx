import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import { renderSchemaForm } from '../../test-utils/render-schema-form';
import { invalidFieldError } from '../../test-utils/a11y';

interface CodeForm {
  code?: string;
}

const schema: RJSFSchema = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', format: 'code6' } },
};
const uiSchema: UiSchema<CodeForm> = {
  code: { 'ui:title': 'verification:labels.code', 'ui:widget': 'code' },
};

const form = { id: 'verify', schema, uiSchema };
const boxes = () => screen.getAllByRole('textbox');

describe('spec §5 ui:widget "code" in SchemaForm', () => {
  it('renders 6 labelled boxes and submits what was typed', async () => {
    const { user, submit, onSubmit } = renderSchemaForm<CodeForm>(form);
    expect(screen.getByRole('group', { name: /^Verification code/ })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    await user.click(boxes()[0]!);
    await user.keyboard('204816');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ code: '204816' });
  });

  it('shows the form error after submit, and its own paste error over it', async () => {
    const { user, submit, onSubmit } = renderSchemaForm<CodeForm>(form);
    await submit();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(boxes()[0]!);
    await user.paste('12');
    expect(invalidFieldError()).toContain('Paste exactly 6 digits');
  });

  it('rejects an incomplete code with the 6-digit message', async () => {
    const { user, submit, onSubmit } = renderSchemaForm<CodeForm>(form);
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    await submit();
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reads ui:options length', () => {
    renderSchemaForm<CodeForm>({
      ...form,
      uiSchema: { code: { ...uiSchema.code, 'ui:options': { length: 4 } } },
    });
    expect(boxes()).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Digit 4 of 4' })).toBeInTheDocument();
  });

  it('renders in zh_CN', async () => {
    await applyLanguage('zh_CN');
    renderSchemaForm<CodeForm>(form);
    expect(screen.getByRole('group', { name: /^验证码/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '第 6 位，共 6 位' })).toBeInTheDocument();
  });
});
