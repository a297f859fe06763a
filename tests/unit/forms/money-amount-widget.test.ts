import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { FORMS } from '@schemas/index';

// Spec §5 amount input helper, with the paste rule, lives once in AmountInput (ui:widget 'amount'): every
// field of every form that carries a money amount must use it, so no money form types an amount by hand.
const MONEY_FIELDS = new Set(['amount', 'volume']);

function moneyFields(schema: RJSFSchema, path = ''): string[] {
  const found: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (MONEY_FIELDS.has(name)) found.push(`${path}${name}`);
    if (typeof property === 'object' && property.properties)
      found.push(...moneyFields(property, `${path}${name}.`));
  }
  for (const branch of Object.values(schema.dependencies ?? {})) {
    if (typeof branch === 'object' && !Array.isArray(branch))
      for (const option of (branch as RJSFSchema).oneOf ?? [])
        found.push(...moneyFields(option as RJSFSchema, path));
  }
  return found;
}

const widgetOf = (ui: UiSchema | undefined, path: string): unknown =>
  path.split('.').reduce<UiSchema | undefined>((node, key) => node?.[key] as UiSchema | undefined, ui)?.[
    'ui:widget'
  ];

describe('every money form types its amount through the amount widget (spec §5)', () => {
  const withMoney = FORMS.filter((form) => moneyFields(form.schema).length > 0);

  it('finds the money forms (withdraw, transfer, bank and UPI deposit, subscribe, OTC)', () => {
    expect(withMoney.map((form) => form.id).sort()).toEqual(
      [
        'fiatDeposit',
        'internalTransfer',
        'investmentSubscription',
        'otcOrder',
        'upiDeposit',
        'withdrawal',
      ].sort(),
    );
  });

  it.each(withMoney.map((form) => [form.id, form] as const))('%s uses ui:widget amount', (_id, form) => {
    for (const field of moneyFields(form.schema))
      expect(widgetOf(form.uiSchema, field), field).toBe('amount');
  });
});
