import type { CustomValidator, RJSFSchema, UiSchema } from '@rjsf/utils';
import {
  type CreateOtcOrderRequest,
  type OtcAd,
  PaymentMethodType,
  type RequestContext,
} from '@generated/models';
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import * as bodies from '@generated/request-bodies';

/** Taking an OTC ad (createOtcOrder): the coins and how the fiat is paid; the ad is the screen's. */
export type OtcOrderFormData = Omit<CreateOtcOrderRequest, keyof RequestContext | 'adId'>;

/** What the trade screen knows when the user takes an ad. */
export interface OtcOrderContext {
  ad: Pick<OtcAd, 'adId' | 'price' | 'remainingVolume' | 'minLimit' | 'maxLimit' | 'paymentTypes'>;
  /** Payment types the user may choose: the ad's, and when selling only those of active methods (spec §6). */
  usable: readonly PaymentMethodType[];
  /** Decimal places of the coin (spec §5 amount input). */
  precision: number;
  /** Why `volume` is not acceptable, as a translation key, or null (the screen's big.js rules). */
  checkVolume: (volume: string | undefined) => string | null;
}

const ns = 'trade:form';
const PAY_TYPES = Object.values(PaymentMethodType);

// One data schema for every ad, so one precompiled validator serves them all.
const otcOrderSchema: RJSFSchema = pickRequestBody(bodies.createOtcOrder, ['volume', 'paymentType']);

function otcOrderUiSchema(context: OtcOrderContext): UiSchema<OtcOrderFormData> {
  return {
    'ui:order': ['volume', 'paymentType'],
    volume: {
      'ui:title': `${ns}.volume`,
      'ui:widget': 'amount',
      'ui:options': { precision: context.precision },
    },
    paymentType: {
      'ui:title': `${ns}.paymentType`,
      'ui:widget': 'select',
      'ui:enumNames': Object.fromEntries(PAY_TYPES.map((type) => [type, `trade:payTypes.${type}`])),
      'ui:enumDisabled': PAY_TYPES.filter((type) => !context.usable.includes(type)),
    },
  };
}

function otcOrderValidator(context: OtcOrderContext): CustomValidator<OtcOrderFormData> {
  return (data, errors) => {
    const problem = context.checkVolume(data?.volume);
    if (problem) errors.volume?.addError(problem);
    if (data?.paymentType && !context.usable.includes(data.paymentType))
      errors.paymentType?.addError(`${ns}.paymentTypeUnusable`);
    return errors;
  };
}

/** The form that takes one ad (spec §2 /trade buy and sell, §6 selling needs an active payment method). */
export function otcOrderForm(context: OtcOrderContext): FormDefinition<OtcOrderFormData> {
  return {
    id: 'otcOrder',
    title: `${ns}.title`,
    operationId: 'createOtcOrder',
    schema: otcOrderSchema,
    uiSchema: otcOrderUiSchema(context),
    customValidate: otcOrderValidator(context),
    carriedFields: ['adId'],
    sample: { volume: '770', paymentType: 'bank' },
  };
}

/** A sample ad of the mock (searchOtcAds default), for the forms gallery. */
export const GALLERY_OTC_ORDER: OtcOrderContext = {
  ad: {
    adId: 'AD20250603017',
    price: '1.297',
    remainingVolume: '14250',
    minLimit: '500',
    maxLimit: '18000',
    paymentTypes: ['bank'],
  },
  usable: ['bank'],
  // USDT's coin_precision in the mock's public info (spec §3 "Market").
  precision: 6,
  checkVolume: () => null,
};
