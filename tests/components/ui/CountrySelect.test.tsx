import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '@/i18n';
import { CountrySelect } from '@/ui/CountrySelect';
import { OPTION_HEIGHT_PX, VISIBLE_OPTIONS } from '@/ui/select-dropdown';
import { COUNTRIES } from './countries-fixture';
import { renderControlled } from '../../test-utils/render-controlled';

const COUNTRY = { countries: COUNTRIES, label: 'Country' };
const input = () => screen.getByRole('combobox', { name: 'Country' });
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((o) => o.textContent);

describe('spec §4 country select: options from the country list', () => {
  it('lists every country given, labelled in English in en_US', async () => {
    const { user } = renderControlled(CountrySelect, COUNTRY, null);
    expect(input()).toHaveAttribute('placeholder', 'Select a country or region');
    await user.click(input());
    expect(optionNames()).toEqual(COUNTRIES.map((c) => c.enName));
  });

  it('labels by the name the server gives in zh_CN', async () => {
    await applyLanguage('zh_CN');
    const { user } = renderControlled(CountrySelect, COUNTRY, null);
    expect(input()).toHaveAttribute('placeholder', '请选择国家/地区');
    await user.click(input());
    expect(optionNames()).toEqual(COUNTRIES.map((c) => c.name));
  });

  it('renders its options only while open (a closed dropdown is not built, placed and kept on every screen)', async () => {
    const { user } = renderControlled(CountrySelect, COUNTRY, null);
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
    await user.click(input());
    expect(screen.getAllByRole('option')).toHaveLength(COUNTRIES.length);
    await user.keyboard('{Escape}');
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
  });

  it('answers the ISO code of the chosen country', async () => {
    const { user, onChange } = renderControlled(CountrySelect, COUNTRY, null);
    await user.click(input());
    await user.click(screen.getByRole('option', { name: 'Japan' }));
    expect(onChange).toHaveBeenCalledWith('JP');
  });

  it('shows the current value', () => {
    renderControlled(CountrySelect, COUNTRY, 'SG');
    expect(input()).toHaveValue('Singapore');
  });
});

describe('spec §4 country select: searchable', () => {
  it.each([
    ['uni', ['United States', 'United Kingdom']],
    ['+81', ['Japan']],
    ['sg', ['Singapore']],
    ['中', ['China']],
  ])('typing %s keeps %j', async (query, expected) => {
    const { user } = renderControlled(CountrySelect, COUNTRY, null);
    await user.type(input(), query);
    expect(optionNames()).toEqual(expected);
  });

  it('says so when nothing matches', async () => {
    const { user } = renderControlled(CountrySelect, COUNTRY, null);
    await user.type(input(), 'zzz');
    expect(screen.getByText('No matching country or region')).toBeInTheDocument();
  });
});

describe('spec §9 select shows 5 options before scrolling', () => {
  it('makes the dropdown five option heights tall', async () => {
    const { user } = renderControlled(CountrySelect, COUNTRY, null);
    await user.click(input());
    const listbox = screen.getByRole('listbox');
    const option = within(listbox).getAllByRole('option')[0]!;
    expect(option.style.height).toBe(`${OPTION_HEIGHT_PX}px`);
    const scroller = [...listbox.querySelectorAll<HTMLElement>('div')].find((el) => el.style.maxHeight);
    const rem = /calc\(([\d.]+)rem/.exec(scroller?.style.maxHeight ?? '')?.[1];
    expect(Number(rem) * 16).toBe(VISIBLE_OPTIONS * OPTION_HEIGHT_PX);
    expect(VISIBLE_OPTIONS).toBe(5);
  });
});
