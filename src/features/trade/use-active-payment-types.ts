import { useListPaymentMethods } from '@generated/hooks/assets/assets';
import type { PaymentMethodType } from '@generated/models';
import { firstPage, rowsOf } from '@/kit/lists/first-page';

// Receiving accounts are few (spec §6; the personal centre pages them by 20): the first page holds them.
const REQUEST = firstPage();

/** The payment method types the user has turned on (isOpen): what selling may use (spec §6). */
export function useActivePaymentTypes() {
  const query = useListPaymentMethods(REQUEST);
  const methods = rowsOf(query.data, REQUEST);
  const active: PaymentMethodType[] = [
    ...new Set(
      methods.flatMap((method) => (method.isOpen === true && method.payType ? [method.payType] : [])),
    ),
  ];
  return { query, active };
}
