import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { BankCardAddRequest, RequestContext } from '@generated/models';
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import { encodeErrorMessage } from '@/forms/error-messages';
import { fiatUi } from './common-fields';
import { BANK_ACCOUNT_DIGITS, fiatCodeOf } from '../records/record-rules';
import * as bodies from '@generated/request-bodies';

const ACCOUNT_DIGITS = { minLength: BANK_ACCOUNT_DIGITS.min, maxLength: BANK_ACCOUNT_DIGITS.max };

/** Spec §3 "Bank (fiat) account": what the user types to bind a card (addBankCard). */
export type BankCardFormData = Omit<BankCardAddRequest, keyof RequestContext>;

const FIELDS = [
  'symbol',
  'bankCountry',
  'bankName',
  'bankCode',
  'branch',
  'bankAddress',
  'accountName',
  'accountNumber',
  'ifsc',
  'remark',
] as const;

export const bankCardSchema: RJSFSchema = pickRequestBody(bodies.addBankCard, FIELDS, {
  // Spec §5 "number digits only": the account number is digits (the contract also allows IBAN letters).
  accountNumber: { format: 'digits', ...ACCOUNT_DIGITS },
  // Typed in either case (shown upper case); the page sends the contract's lower-case code (spec §3).
  symbol: { pattern: '^[A-Za-z]{3}$' },
});

const ns = 'assets:forms.bankCard';

export const bankCardUiSchema: UiSchema<BankCardFormData> = {
  'ui:order': [...FIELDS],
  // Spec §5, §9: each fiat binds one card, at most 4 cards.
  symbol: {
    ...fiatUi,
    'ui:help': `${ns}.symbolHelp`,
    'ui:placeholder': 'records:rules.fiatPlaceholder',
    'ui:errorMessages': { pattern: 'records:rules.fiatFormat' },
  },
  bankCountry: { 'ui:title': `${ns}.bankCountry`, 'ui:widget': 'country' },
  bankName: {
    'ui:title': `${ns}.bankName`,
    'ui:widget': 'smartText',
    'ui:options': { maxLength: 100 },
  },
  bankCode: {
    'ui:title': `${ns}.bankCode`,
    'ui:widget': 'smartText',
    'ui:options': { stripSpaces: true, maxLength: 20 },
    'ui:errorMessages': { pattern: `${ns}.bankCodeInvalid` },
  },
  branch: { 'ui:title': `${ns}.branch`, 'ui:widget': 'smartText', 'ui:options': { maxLength: 100 } },
  bankAddress: {
    'ui:title': `${ns}.bankAddress`,
    'ui:widget': 'textarea',
    'ui:options': { maxLength: 200, showCount: true, rows: 2 },
  },
  accountName: {
    'ui:title': `${ns}.accountName`,
    'ui:help': `${ns}.accountNameHelp`,
    'ui:widget': 'smartText',
    'ui:options': { maxLength: 100 },
  },
  accountNumber: {
    'ui:title': `${ns}.accountNumber`,
    'ui:widget': 'smartText',
    'ui:options': { stripSpaces: true, maxLength: BANK_ACCOUNT_DIGITS.max },
    'ui:errorMessages': {
      pattern: `${ns}.accountNumberInvalid`,
      minLength: encodeErrorMessage({ key: 'records:rules.bankLength', params: { ...BANK_ACCOUNT_DIGITS } }),
      maxLength: encodeErrorMessage({ key: 'records:rules.bankLength', params: { ...BANK_ACCOUNT_DIGITS } }),
    },
  },
  ifsc: {
    'ui:title': `${ns}.ifsc`,
    'ui:placeholder': `${ns}.ifscPlaceholder`,
    'ui:help': `${ns}.ifscHelp`,
    'ui:widget': 'smartText',
    'ui:options': { stripSpaces: true, maxLength: 11 },
    'ui:errorMessages': { pattern: `${ns}.ifscInvalid` },
  },
  remark: {
    'ui:title': `${ns}.remark`,
    'ui:widget': 'textarea',
    'ui:options': { maxLength: 100, showCount: true, rows: 2 },
  },
};

/** What the contract stores (AssetFiatSymbol): the lower-case code, whatever case was typed. */
export const sentCard = <T extends Partial<BankCardFormData>>(data: T): T =>
  typeof data.symbol === 'string' ? { ...data, symbol: fiatCodeOf(data.symbol) } : data;

export const bankCardForm: FormDefinition<BankCardFormData> = {
  id: 'bankCard',
  title: `${ns}.title`,
  operationId: 'addBankCard',
  schema: bankCardSchema,
  uiSchema: bankCardUiSchema,
  toBody: sentCard,
  sample: {
    symbol: 'inr',
    bankCountry: 'IN',
    bankName: 'State Bank of India',
    bankCode: 'SBIN',
    branch: 'Mumbai Main Branch',
    bankAddress: 'Fort, Mumbai 400001',
    accountName: 'Priya Sharma',
    accountNumber: '30012345678',
    ifsc: 'SBIN0000300',
    remark: 'Salary account',
  },
};
