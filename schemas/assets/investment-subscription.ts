import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { InvestmentSubscribeRequest, RequestContext } from '@generated/models';
import { investmentValidator } from '@/forms/rules/validators';
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import { asFormValidator } from './schema-helpers';
import * as bodies from '@generated/request-bodies';

/** The investment confirmation of a product's detail page (subscribeInvestmentProduct). */
export type InvestmentSubscriptionFormData = Omit<InvestmentSubscribeRequest, keyof RequestContext>;

/** What the detail page knows: the product, the user's available balance of its coin, and its decimals. */
export interface InvestmentSubscriptionContext {
  symbol: string;
  available: string;
  precision: number;
}

/** The mock's product HOR with a sample balance, for the gallery. */
export const GALLERY_INVESTMENT: InvestmentSubscriptionContext = {
  symbol: 'HOR',
  available: '12500.75',
  precision: 2,
};

const ns = 'investments:forms.subscription';

function investmentSubscriptionSchema(context: InvestmentSubscriptionContext): RJSFSchema {
  return pickRequestBody(bodies.subscribeInvestmentProduct, ['symbol', 'amount', 'agreementAccepted'], {
    // The product comes from the page, not from the user.
    symbol: { default: context.symbol },
    // Spec §5: the investment agreement must be accepted. `enum: [true]`, not `const: true`: rjsf fills a
    // const in as the default, which would tick the box for the user.
    agreementAccepted: { enum: [true] },
  });
}

function investmentSubscriptionUiSchema(
  context: InvestmentSubscriptionContext,
): UiSchema<InvestmentSubscriptionFormData> {
  const mustAgree = `${ns}.agreementRequired`;
  return {
    'ui:order': ['symbol', 'amount', 'agreementAccepted'],
    symbol: { 'ui:widget': 'hidden' },
    amount: {
      'ui:title': `${ns}.amount`,
      'ui:help': `${ns}.amountHelp`,
      'ui:widget': 'amount',
      'ui:options': { precision: context.precision, available: context.available },
    },
    agreementAccepted: {
      'ui:title': `${ns}.agreement`,
      'ui:widget': 'checkbox',
      'ui:errorMessages': { required: mustAgree, enum: mustAgree },
    },
  };
}

/** The subscription form of one product (spec §5 "Investment": the available balance covers the amount). */
export function investmentSubscriptionForm(
  context: InvestmentSubscriptionContext,
): FormDefinition<InvestmentSubscriptionFormData> {
  return {
    id: 'investmentSubscription',
    title: `${ns}.title`,
    operationId: 'subscribeInvestmentProduct',
    schema: investmentSubscriptionSchema(context),
    uiSchema: investmentSubscriptionUiSchema(context),
    customValidate: asFormValidator<InvestmentSubscriptionFormData>(investmentValidator(context.available)),
    sample: { symbol: context.symbol, amount: '5000', agreementAccepted: true },
  };
}
