/**
 * The deposit address and its memo (tag): a coin with a tag answers `address_memo` (getDepositAddress's
 * addressStr), split at the last `_`; an address without `_` has no memo.
 */
export function splitAddressMemo(addressStr: string): { address: string; memo: string | null } {
  const at = addressStr.lastIndexOf('_');
  if (at <= 0 || at === addressStr.length - 1) return { address: addressStr, memo: null };
  return { address: addressStr.slice(0, at), memo: addressStr.slice(at + 1) };
}
