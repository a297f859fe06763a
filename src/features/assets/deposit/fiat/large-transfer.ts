import Big from 'big.js';
import { LARGE_BANK_TRANSFER_CNY } from '@/lib/business-constants';

const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** Spec §9 "Bank transfers above 50,000 CNY may arrive late": true for a CNY amount above it. */
export function isLateCnyTransfer(symbol: string | undefined, amount: string | undefined): boolean {
  if (symbol?.toLowerCase() !== 'cny' || !amount || !DECIMAL.test(amount)) return false;
  return new Big(amount).gt(LARGE_BANK_TRANSFER_CNY);
}
