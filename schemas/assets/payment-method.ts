import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { PaymentMethodType, type PaymentMethodAddRequest, type RequestContext } from '@generated/models';
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import { withBranches, withRequired } from './schema-helpers';
import {
  ALL_SECURITY_METHODS,
  codeFieldsFor,
  codeRefinements,
  codeUiSchema,
  sampleCodes,
  type SecurityMethod,
} from './security-codes';

/** A receiving account (addPaymentMethod): its kind, holder, account and the codes of the user's methods. */
export type PaymentMethodFormData = Omit<PaymentMethodAddRequest, keyof RequestContext>;

const ns = 'assets:forms.paymentMethod';

/** Every payment type of the contract's one enum (shared with OTC ads). */
const PAY_TYPES = Object.values(PaymentMethodType);

function paymentMethodSchema(methods: readonly SecurityMethod[]): RJSFSchema {
  const codes = codeFieldsFor(methods);
  const picked = pickRequestBody(
    'addPaymentMethod',
    ['payType', 'realName', 'account', 'bankName', 'bankBranch', 'qrCodeUrl', ...codes],
    { ...codeRefinements(methods), payType: { default: 'bank' } },
  );
  // The bank fields only for a bank account; the QR code only for the wallets that pay by scanning one.
  return withBranches(withRequired(picked, codes), 'payType', [
    { values: ['bank'], fields: ['bankName', 'bankBranch'], required: ['bankName'] },
    { values: ['alipay', 'wechat'], fields: ['qrCodeUrl'], required: ['qrCodeUrl'] },
    { values: ['upi', 'paynow', 'paypal'] },
  ]);
}

function paymentMethodUiSchema(methods: readonly SecurityMethod[]): UiSchema<PaymentMethodFormData> {
  return {
    'ui:order': ['payType', 'realName', 'account', '*', ...codeFieldsFor(methods)],
    payType: {
      'ui:title': `${ns}.payType`,
      'ui:widget': 'radioChoice',
      'ui:enumNames': Object.fromEntries(PAY_TYPES.map((type) => [type, `${ns}.payTypes.${type}`])),
    },
    realName: {
      'ui:title': `${ns}.realName`,
      'ui:help': `${ns}.realNameHelp`,
      'ui:widget': 'smartText',
      'ui:options': { maxLength: 100 },
    },
    account: {
      'ui:title': `${ns}.account`,
      'ui:help': `${ns}.accountHelp`,
      'ui:widget': 'smartText',
      'ui:options': { stripSpaces: true, maxLength: 100 },
    },
    bankName: { 'ui:title': `${ns}.bankName`, 'ui:widget': 'smartText', 'ui:options': { maxLength: 100 } },
    bankBranch: {
      'ui:title': `${ns}.bankBranch`,
      'ui:widget': 'smartText',
      'ui:options': { maxLength: 100 },
    },
    // The contract keeps the QR code's URL; spec §5 allows 5 MB for this upload.
    qrCodeUrl: {
      'ui:title': `${ns}.qrCode`,
      'ui:widget': 'upload',
      'ui:options': { valueKey: 'url', maxSizeMb: 5 },
    },
    ...codeUiSchema(methods),
  };
}

/** The receiving-account form asking for the codes of `methods` (the user's bound security methods). */
export function paymentMethodFormFor(
  methods: readonly SecurityMethod[],
): FormDefinition<PaymentMethodFormData> {
  return {
    id: 'paymentMethod',
    title: `${ns}.title`,
    operationId: 'addPaymentMethod',
    schema: paymentMethodSchema(methods),
    uiSchema: paymentMethodUiSchema(methods),
    sample: {
      payType: 'bank',
      realName: 'Emily Carter',
      account: '6222021234567890123',
      bankName: 'HDFC Bank',
      bankBranch: 'Bandra West',
    },
    secretSample: sampleCodes(methods),
  };
}

export const paymentMethodForm = paymentMethodFormFor(ALL_SECURITY_METHODS);
