import { useCallback } from 'react';
import { useLabelByKey } from '@/i18n/use-label-by-key';

/** The product fields the contract gives as free text, with words of ours for the values we know. */
export type TermGroup = 'regions' | 'productTypes';

/**
 * The key of a free-text value: "Hong Kong SAR" → hong_kong_sar; '' when it has no Latin letters or digits,
 * or when the answer left the value out.
 */
export const termKey = (text: string | undefined) =>
  (text ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/**
 * A product's region or product type in the screen's language (spec §3, both languages). The contract has
 * no key for them (InvestmentProduct region, productType: free text), so the server's English value is the
 * key (`investments:<group>.<termKey>`); a value we have no words for shows as the server wrote it.
 */
export function useTermLabel(group: TermGroup) {
  const label = useLabelByKey(`investments:${group}`);
  return useCallback((text: string | undefined) => label(termKey(text), text), [label]);
}
