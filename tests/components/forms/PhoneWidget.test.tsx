import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLazyWidgets } from '@/forms/widgets/lazy-widget';
import { parsePhoneValue, PHONE_VALUE_PATTERN } from '@/lib/phone-number';
import { COUNTRIES } from '../ui/countries-fixture';
import { publicInfoExample, setStartup } from './startup-data-mock';
import { renderSchemaForm } from '../../test-utils/render-schema-form';

// The widget's code loads with the first form that shows it (lazyWidget): loaded before the first test.
beforeAll(() => loadLazyWidgets());

// Only the start-up data hooks are replaced; the module's options stay the real ones.
vi.mock('@/api/session/startup-data', async (original) => ({
  ...(await original<object>()),
  ...(await import('./startup-data-mock')).startupDataMock,
}));

const schema: RJSFSchema = {
  type: 'object',
  required: ['phone'],
  properties: { phone: { type: 'string', pattern: PHONE_VALUE_PATTERN } },
};
const uiSchema: UiSchema = {
  phone: {
    'ui:widget': 'phone',
    'ui:title': 'fields:phone.label',
    'ui:errorMessages': { pattern: 'forms:errors.format.phone' },
  },
};
const PHONE_ERROR = 'Enter a valid phone number (at least 7 digits)';

const form = { id: 'bind', schema, uiSchema };
const number = () => screen.getByRole('textbox', { name: /^Phone number/ });
const area = () => screen.getByRole('combobox', { name: 'Area code' });

describe('spec §5 phone widget: at least 7 digits (ui:widget "phone")', () => {
  it('flags 6 digits on blur and submits "+<code> <number>" with 7', async () => {
    setStartup({ countries: COUNTRIES, publicInfo: publicInfoExample('default') });
    const { user, submit, onSubmit } = renderSchemaForm(form);
    await user.type(number(), '12a3-456');
    expect(number()).toHaveValue('123456');
    await user.tab();
    expect(await screen.findByText(PHONE_ERROR)).toBeInTheDocument();
    await user.type(number(), '7');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(PHONE_ERROR)).not.toBeInTheDocument());
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: '+86 1234567' }));
    expect(parsePhoneValue('+86 1234567')).toEqual({ countryCode: '86', mobileNumber: '1234567' });
  });

  it('is required: an area code alone is no value', async () => {
    setStartup({ countries: COUNTRIES, publicInfo: publicInfoExample('default') });
    const { user, submit, onSubmit } = renderSchemaForm(form);
    await user.click(area());
    await user.click(screen.getByRole('option', { name: /Japan/ }));
    await submit();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(area()).toHaveValue('+81');
  });

  it('offers the area codes the site flags allow', async () => {
    setStartup({
      countries: COUNTRIES,
      publicInfo: publicInfoExample('allowListOnly'),
    });
    const { user, submit, onSubmit } = renderSchemaForm(form);
    expect(area()).toHaveValue('+65');
    await user.click(area());
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['SG', 'GB']);
    await user.click(screen.getByRole('option', { name: /United Kingdom/ }));
    await user.type(number(), '7700900123');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: '+44 7700900123' }));
  });
});
