import type { ErrorSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { getValidateWithdrawAddressQueryOptions } from '@generated/hooks/assets/assets';
import type { RequestContext, WithdrawAddressValidateRequest } from '@generated/models';
import { isApiError } from '@/api/api-error';

/** What validateWithdrawAddress checks: the coin, the network (chainName), the address and its tag (memo). */
export type CheckedAddress = Omit<WithdrawAddressValidateRequest, keyof RequestContext>;

type Field = 'address' | 'tag' | 'chainName';

/** The refusals of validateWithdrawAddress, as texts beside the address field. */
const REFUSAL_KEYS: Record<string, string> = {
  ADDRESS_INVALID: 'withdraw:errors.addressInvalid',
  ADDRESS_ALREADY_SAVED: 'withdraw:errors.addressAlreadySaved',
};

interface Refusal {
  /** What was checked: the refusal stands until the user changes it. */
  checked: CheckedAddress;
  errors: Partial<Record<Field, string>>;
}

export interface AddressCheck<T> {
  /** Asks the server about the address; false (and the refusal shown beside the field) when refused. A
   * failed call (network, server busy) is thrown for the form's alert. */
  check: (address: CheckedAddress) => Promise<boolean>;
  /** SchemaForm's extraErrors: the refusal beside its field. */
  extraErrors: ErrorSchema<T> | undefined;
  /** The form's onChange: a changed network, address or tag clears the refusal. */
  onChange: (data: Partial<Record<Field, string | undefined>>) => void;
}

/**
 * The address check before a withdrawal or a new saved address (validateWithdrawAddress, spec §5, §8):
 * an address the server says is not valid for the coin is refused beside the field, nothing typed lost.
 * `refuseSaved`: an address already in the book is refused too (the book), or fine (a withdrawal).
 */
export function useAddressCheck<T>({ refuseSaved }: { refuseSaved: boolean }): AddressCheck<T> {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const check = useCallback(
    async (checked: CheckedAddress): Promise<boolean> => {
      const request = {
        symbol: checked.symbol,
        // The server checks the address on the network it will be used on (spec §3 chainName).
        ...(checked.chainName ? { chainName: checked.chainName } : {}),
        address: checked.address,
        ...(checked.tag ? { tag: checked.tag } : {}),
      };
      try {
        const answer = await queryClient.fetchQuery(
          getValidateWithdrawAddressQueryOptions(request, {
            query: { staleTime: 0, retry: false },
          }),
        );
        // The coin needs a memo with every address: the tag field says so.
        if (answer.data?.tagRequired && !checked.tag?.trim()) {
          setRefusal({ checked, errors: { tag: 'forms:errors.required' } });
          return false;
        }
      } catch (error) {
        if (!isApiError(error) || !(error.code in REFUSAL_KEYS)) throw error;
        if (error.code === 'ADDRESS_ALREADY_SAVED' && !refuseSaved) return true;
        setRefusal({ checked, errors: { address: REFUSAL_KEYS[error.code] } });
        return false;
      }
      setRefusal(null);
      return true;
    },
    [queryClient, refuseSaved],
  );

  const onChange = useCallback((data: Partial<Record<Field, string | undefined>>) => {
    setRefusal((current) =>
      current &&
      (data.address !== current.checked.address ||
        (data.tag ?? '') !== (current.checked.tag ?? '') ||
        (data.chainName ?? '') !== (current.checked.chainName ?? ''))
        ? null
        : current,
    );
  }, []);

  const extraErrors = useMemo(() => {
    if (!refusal) return undefined;
    const entries = Object.entries(refusal.errors).map(([field, key]) => [field, { __errors: [key] }]);
    return Object.fromEntries(entries) as ErrorSchema<T>;
  }, [refusal]);

  return { check, extraErrors, onChange };
}
