import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CaptchaField } from '@/forms/widgets/CaptchaWidget';
import { renderSchemaForm } from '../../test-utils/render-schema-form';

interface CaptchaForm {
  captcha?: Record<string, string>;
}

const schema: RJSFSchema = {
  type: 'object',
  required: ['captcha'],
  properties: {
    captcha: {
      type: 'object',
      required: ['verificationType'],
      properties: {
        verificationType: { type: 'string', enum: ['1', '2'] },
        csessionid: { type: 'string' },
        sig: { type: 'string' },
        token: { type: 'string' },
        scene: { type: 'string' },
        geetest_challenge: { type: 'string' },
        geetest_seccode: { type: 'string' },
        geetest_validate: { type: 'string' },
      },
    },
  },
};
const uiSchema: UiSchema<CaptchaForm> = {
  captcha: {
    'ui:title': 'verification:labels.captcha',
    'ui:field': CaptchaField,
    'ui:widget': 'captcha',
    'ui:options': { scene: 'nc_login', provider: 'slider' },
  },
};

const form = { id: 'login', schema, uiSchema };

describe('spec §3/§5 captcha field in SchemaForm', () => {
  it('stores the CaptchaResult object as the field value once solved', async () => {
    const { user, submitButton, onSubmit } = renderSchemaForm<CaptchaForm>(form);
    expect(screen.getByText('Security check')).toBeInTheDocument();
    screen.getByRole('slider', { name: 'Slide to verify' }).focus();
    await user.keyboard('{End}');
    expect(screen.getByText('Verified')).toBeInTheDocument();
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]).toEqual([
      {
        captcha: {
          verificationType: '1',
          scene: 'nc_login',
          csessionid: expect.stringMatching(/^[0-9a-f]{32}$/),
          sig: expect.stringMatching(/^[0-9a-f]{32}$/),
          token: expect.any(String),
        },
      },
    ]);
  });

  it('blocks submit until solved, with the error shown once', async () => {
    const { user, submitButton, onSubmit } = renderSchemaForm<CaptchaForm>(form);
    await user.click(submitButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findAllByText('This field is required')).toHaveLength(1);
    screen.getByRole('slider').focus();
    await user.keyboard('{End}');
    await waitFor(() => expect(screen.queryByText('This field is required')).not.toBeInTheDocument());
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
