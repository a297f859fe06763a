import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneInput } from '@/ui/PhoneInput';
import { COUNTRIES } from './countries-fixture';
import { renderControlled } from '../../test-utils/render-controlled';

const PHONE = { id: 'mobile', label: 'Phone', countries: COUNTRIES };
const number = () => screen.getByRole('textbox', { name: 'Phone' });
const area = () => screen.getByRole('combobox', { name: 'Area code' });

describe('spec §4 phone with area code', () => {
  it("starts on the first country's calling code and answers {countryCode, mobileNumber}", async () => {
    const { user, onChange } = renderControlled(PhoneInput, PHONE, undefined);
    expect(area()).toHaveValue('+86');
    await user.type(number(), '1380');
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: '86', mobileNumber: '1380' });
  });

  it('lists calling codes with country names and finds them by name', async () => {
    const { user } = renderControlled(PhoneInput, PHONE, undefined);
    await user.clear(area());
    await user.type(area(), 'japan');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['+81Japan']);
  });

  it('changes the calling code, keeping the number', async () => {
    const { user, onChange } = renderControlled(PhoneInput, PHONE, {
      countryCode: '86',
      mobileNumber: '1234567',
    });
    await user.click(area());
    await user.click(screen.getByRole('option', { name: /Singapore/ }));
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: '65', mobileNumber: '1234567' });
    expect(area()).toHaveValue('+65');
  });

  it('keeps the country picked among those sharing a code (+1)', async () => {
    const { user, onChange } = renderControlled(PhoneInput, PHONE, {
      countryCode: '86',
      mobileNumber: '2025550',
    });
    await user.click(area());
    await user.click(screen.getByRole('option', { name: /Canada/ }));
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: '1', mobileNumber: '2025550' });
    await user.click(area());
    expect(screen.getByRole('option', { name: /Canada/ })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('spec §5 phone: digits only', () => {
  it('drops everything but digits, typed or pasted', async () => {
    const { user, onChange } = renderControlled(PhoneInput, PHONE, undefined);
    await user.type(number(), '138-0013 a8000');
    expect(number()).toHaveValue('13800138000');
    await user.clear(number());
    await user.click(number());
    await user.paste('+86 (139) 1234-5678');
    expect(number()).toHaveValue('8613912345678');
    expect(onChange).toHaveBeenLastCalledWith({ countryCode: '86', mobileNumber: '8613912345678' });
  });
});
