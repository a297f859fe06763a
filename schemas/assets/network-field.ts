// The network (chainName) field several assets forms share: withdrawal, the address book, the on-chain
// transfer. Its choices are the coin's chains from the market (spec §3 "chains keyed by chainName"), given
// by the screen through the ui schema, so the data schema (and its precompiled validator) stays one.
import type { CustomValidator, UiSchema } from '@rjsf/utils';
import { addressFitsChain } from '@/lib/chain-address';

/** The network field: a Select of the coin's chainNames, or hidden when the market lists none. */
export function networkUi(chains: readonly string[]): UiSchema {
  if (chains.length === 0) return { 'ui:widget': 'hidden' };
  return {
    'ui:title': 'assets:fields.network',
    'ui:description': 'assets:fields.networkHelp',
    'ui:widget': 'choiceList',
    'ui:options': { choices: chains.map((chain) => ({ value: chain, label: chain })) },
  };
}

type NetworkFields = { chainName?: string; address?: string };
type FieldErrors = Record<string, { addError: (message: string) => void } | undefined>;

/**
 * A coin the market lists on chains needs one of them chosen, and the address must have that network's
 * form (src/lib/chain-address) before any call: a TRON address is refused on ERC20, `abc` everywhere
 * the format is known. A chain whose format the app does not know is left to the server's check.
 */
export function networkValidator<T extends NetworkFields>(
  chains: readonly string[],
  also?: CustomValidator<T>,
): CustomValidator<T> {
  return (data, errors, uiSchema) => {
    const fields = errors as unknown as FieldErrors;
    const chainName = data?.chainName;
    if (chains.length > 0 && (!chainName || !chains.includes(chainName)))
      fields.chainName?.addError('forms:errors.required');
    const address = data?.address;
    if (chainName && address && addressFitsChain(chainName, address) === 'doesNotFit')
      fields.address?.addError('forms:errors.addressWrongNetwork');
    return also ? also(data, errors, uiSchema) : errors;
  };
}
