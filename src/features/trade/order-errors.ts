import { codeText } from '@/kit/code-text/code-text';

/** Spec §8 "Trade: cancellation failed, retry" and the OTC order actions' refusals, in the reader's language. */
export const orderErrors = codeText({
  ORDER_CANCEL_FAILED: 'trade:orders.cancelFailed',
  OTC_ORDER_NOT_PAYABLE: 'trade:otcOrders.notPayable',
  OTC_ORDER_NOT_CANCELLABLE: 'trade:otcOrders.notCancellable',
});
