import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COUNTRIES } from '../ui/countries-fixture';
import { publicInfoExample, setStartup } from './startup-data-mock';
import { renderSchemaForm } from '../../test-utils/render-schema-form';

// Only the start-up data hooks are replaced; the module's options stay the real ones.
vi.mock('@/api/session/startup-data', async (original) => ({
  ...(await original<object>()),
  ...(await import('./startup-data-mock')).startupDataMock,
}));

const schema: RJSFSchema = {
  type: 'object',
  required: ['country'],
  properties: { country: { type: 'string' } },
};
const uiSchema: UiSchema = { country: { 'ui:widget': 'country', 'ui:title': 'fields:country.label' } };

async function renderForm() {
  const { onSubmit, user } = renderSchemaForm('kyc', schema, uiSchema);
  // The widget's code loads with the first form that shows it (lazyWidget).
  await screen.findByRole('combobox', { name: /^Country or region/ });
  const select = () => screen.getByRole('combobox', { name: /^Country or region/ });
  const optionCodes = async () => {
    await user.click(select());
    return within(screen.getByRole('listbox'))
      .queryAllByRole('option')
      .map((option) => option.getAttribute('value'));
  };
  return { onSubmit, user, select, optionCodes, submit: () => user.click(screen.getByTestId('kyc-submit')) };
}

// The contract's default public info: restrictionType "1", limitCountryList [US, KP, IR].
const LIMITED = publicInfoExample('default');

describe('spec §4/§6 country widget: the list honours the allow/limit flags', () => {
  it('restrictionType "1" leaves out the limit list', async () => {
    setStartup({ countries: COUNTRIES, publicInfo: LIMITED });
    const { optionCodes } = await renderForm();
    expect(await optionCodes()).toEqual(['CN', 'CA', 'JP', 'SG', 'GB']);
  });

  it('restrictionType "2" offers only the allow list', async () => {
    setStartup({
      countries: COUNTRIES,
      publicInfo: publicInfoExample('allowListOnly'),
    });
    const { optionCodes } = await renderForm();
    expect(await optionCodes()).toEqual(['SG', 'GB']);
  });

  it('offers nothing until public info has answered', async () => {
    setStartup({ countries: COUNTRIES, publicInfo: undefined, settled: false });
    const { optionCodes } = await renderForm();
    expect(await optionCodes()).toEqual([]);
  });
});

describe('spec §4 country widget in a form (ui:widget "country")', () => {
  it('is required and submits the ISO code', async () => {
    setStartup({ countries: COUNTRIES, publicInfo: LIMITED });
    const { user, select, submit, onSubmit } = await renderForm();
    await submit();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.click(select());
    await user.click(screen.getByRole('option', { name: 'Singapore' }));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ country: 'SG' }));
  });
});
