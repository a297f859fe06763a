import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmountInput } from '@/ui/AmountInput';
import { renderControlled } from '../../test-utils/render-controlled';
import {
  describersOf,
  descriptionOf,
  expectPoliteNews,
  inLiveRegion,
  invalidFieldError,
} from '../../test-utils/a11y';

const amount = (precision: number, available?: string) => ({
  id: 'amount',
  label: 'Amount',
  precision,
  available,
});
const input = () => screen.getByLabelText('Amount');

describe('spec §5 amount input helper, keystroke by keystroke', () => {
  it('drops letters and a second point as they are typed', async () => {
    const { user, onChange } = renderControlled(AmountInput, amount(2), '');
    await user.type(input(), 'a1b.2.3');
    expect(input()).toHaveValue('1.23');
    expect(onChange.mock.calls.map(([v]) => v)).toEqual(['', '1', '1', '1.', '1.2', '1.2', '1.23']);
  });

  it("turns a leading '.' into '0.'", async () => {
    const { user } = renderControlled(AmountInput, amount(2), '');
    await user.type(input(), '.5');
    expect(input()).toHaveValue('0.5');
  });

  it('stops taking decimals at the precision', async () => {
    const { user } = renderControlled(AmountInput, amount(2), '');
    await user.type(input(), '3.14159');
    expect(input()).toHaveValue('3.14');
  });

  it('takes no point at precision 0 (a typed point is refused, later digits stay whole)', async () => {
    const { user } = renderControlled(AmountInput, amount(0), '');
    await user.type(input(), '12.5');
    expect(input()).toHaveValue('125');
  });

  it('collapses leading zeros', async () => {
    const { user } = renderControlled(AmountInput, amount(2), '');
    await user.type(input(), '005');
    expect(input()).toHaveValue('5');
  });

  it('caps the value at 13 characters', async () => {
    const { user } = renderControlled(AmountInput, amount(2), '');
    await user.type(input(), '12345678901234');
    expect(input()).toHaveValue('1234567890123');
  });
});

describe('spec §5 amount input helper on paste', () => {
  it('refuses a paste the helper would change, with a message, and keeps the field (never rewritten)', async () => {
    const { user } = renderControlled(AmountInput, amount(2), '');
    await user.click(input());
    await user.paste('1,234.5678 USDT');
    expect(input()).toHaveValue('');
    expect(invalidFieldError()).toContain('Pasted text is not a valid amount: 1,234.5678 USDT');
  });

  it('refuses a paste with decimals at precision 0 and says whole numbers only', async () => {
    const { user } = renderControlled(AmountInput, amount(0), '');
    await user.click(input());
    await user.paste('12.5');
    expect(input()).toHaveValue('');
    expect(invalidFieldError()).toContain('Use digits only (a whole number).');
  });

  it('takes a paste the helper would leave alone as it is', async () => {
    const { user } = renderControlled(AmountInput, amount(2), '');
    await user.click(input());
    await user.paste('1234.56');
    expect(input()).toHaveValue('1234.56');
    expect(invalidFieldError()).toBeNull();
  });
});

describe('amount input Max button', () => {
  it('fills the available amount, truncated to the precision', async () => {
    const { user, onChange } = renderControlled(AmountInput, amount(4, '1234.56789'), '');
    await user.click(screen.getByRole('button', { name: 'Max: fill in the whole available amount' }));
    expect(input()).toHaveValue('1234.5678');
    expect(onChange).toHaveBeenCalledWith('1234.5678');
    expect(screen.getByRole('button', { name: 'Max: fill in the whole available amount' })).toHaveTextContent(
      'Max',
    );
  });

  it('is absent without an available amount', () => {
    renderControlled(AmountInput, amount(2), '');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('WCAG 3.3.1, 4.1.3: a refused paste is the field error, said once politely', () => {
  it('marks the field invalid, describes it by the refusal (no live region of its own), and says it in the polite region, never as an alert', async () => {
    const { user } = renderControlled(AmountInput, amount(2), '');
    await user.click(input());
    expect(input()).not.toHaveAttribute('aria-invalid', 'true');
    await user.paste('1,234.5678 USDT');
    const refusal = 'Pasted text is not a valid amount: 1,234.5678 USDT';
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(input())).toContain(refusal);
    for (const describer of describersOf(input())) expect(inLiveRegion(describer)).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expectPoliteNews(refusal);
  });
});
