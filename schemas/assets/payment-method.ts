import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { PaymentMethodType, type PaymentMethodAddRequest, type RequestContext } from '@generated/models';
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import { requiredCodes } from '../auth/security-codes';
import { withBranches } from './schema-helpers';
import {
  ALL_SECURITY_METHODS,
  codeFieldsFor,
  codeRefinements,
  codeUiSchema,
  sampleCodes,
  type SecurityMethod,
} from './security-codes';
import { accountRule } from '../records/payment-account-rule';
import * as bodies from '@generated/request-bodies';

/** A receiving account (addPaymentMethod): its kind, holder, account and the codes of the user's methods. */
export type PaymentMethodFormData = Omit<PaymentMethodAddRequest, keyof RequestContext>;

const ns = 'assets:forms.paymentMethod';

/** Every payment type of the contract's one enum (shared with OTC ads). */
const PAY_TYPES = Object.values(PaymentMethodType);

// Every method's code is in the data schema, so one precompiled validator serves every user; the
// user's methods decide which codes show and are required (customValidate).
const ALL_CODES = codeFieldsFor(ALL_SECURITY_METHODS);

function paymentMethodSchema(): RJSFSchema {
  const picked = pickRequestBody(
    bodies.addPaymentMethod,
    ['payType', 'realName', 'account', 'bankName', 'bankBranch', 'qrCodeUrl', ...ALL_CODES],
    { ...codeRefinements(ALL_SECURITY_METHODS), payType: { default: 'bank' } },
  );
  // The bank fields only for a bank account; the QR code only for the wallets that pay by scanning one.
  return withBranches(picked, 'payType', [
    { values: ['bank'], fields: ['bankName', 'bankBranch'], required: ['bankName'] },
    { values: ['alipay', 'wechat'], fields: ['qrCodeUrl'], required: ['qrCodeUrl'] },
    { values: ['upi', 'paynow', 'paypal'] },
  ]);
}

function paymentMethodUiSchema(methods: readonly SecurityMethod[]): UiSchema<PaymentMethodFormData> {
  return {
    'ui:order': ['payType', 'realName', 'account', '*', ...ALL_CODES],
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
      // Not stripSpaces: a UPI ID typed with a space is refused with a message, never silently rewritten.
      'ui:widget': 'smartText',
      'ui:options': { maxLength: 100 },
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
    ...Object.fromEntries(ALL_CODES.map((field) => [field, { 'ui:widget': 'hidden' }])),
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
    schema: paymentMethodSchema(),
    uiSchema: paymentMethodUiSchema(methods),
    customValidate: requiredCodes(codeFieldsFor(methods), accountRule<PaymentMethodFormData>()),
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
