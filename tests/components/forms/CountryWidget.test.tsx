import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLazyWidgets } from '@/forms/widgets/lazy-widget';
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
  required: ['country'],
  properties: { country: { type: 'string' } },
};
const uiSchema: UiSchema = { country: { 'ui:widget': 'country', 'ui:title': 'fields:country.label' } };

const form = { id: 'kyc', schema, uiSchema };
const select = () => screen.getByRole('combobox', { name: /^Country or region/ });
/** Opens the list and reads the ISO codes it offers. */
async function optionCodes(user: UserEvent) {
  await user.click(select());
  return within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.getAttribute('value'));
}

// The contract's default public info: restrictionType "1", limitCountryList [US, KP, IR].
const LIMITED = publicInfoExample('default');

describe('spec §4/§6 country widget: the list honours the allow/limit flags', () => {
  it('restrictionType "1" leaves out the limit list', async () => {
    setStartup({ countries: COUNTRIES, publicInfo: LIMITED });
    const { user } = renderSchemaForm(form);
    expect(await optionCodes(user)).toEqual(['CN', 'CA', 'JP', 'SG', 'GB']);
  });

  it('restrictionType "2" offers only the allow list', async () => {
    setStartup({
      countries: COUNTRIES,
      publicInfo: publicInfoExample('allowListOnly'),
    });
    const { user } = renderSchemaForm(form);
    expect(await optionCodes(user)).toEqual(['SG', 'GB']);
  });

  it('offers nothing until public info has answered', async () => {
    setStartup({ countries: COUNTRIES, publicInfo: undefined, settled: false });
    const { user } = renderSchemaForm(form);
    expect(await optionCodes(user)).toEqual([]);
  });
});

describe('spec §4 country widget in a form (ui:widget "country")', () => {
  it('is required and submits the ISO code', async () => {
    setStartup({ countries: COUNTRIES, publicInfo: LIMITED });
    const { user, submit, onSubmit } = renderSchemaForm(form);
    await submit();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.click(select());
    await user.click(screen.getByRole('option', { name: 'Singapore' }));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ country: 'SG' }));
  });
});
