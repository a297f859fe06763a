import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** A generated query-key function (`get<Operation>QueryKey`): the key is ['POST', path, body]. */
export type QueryKeyOf = (body?: never) => readonly [string, string, ...unknown[]];

/**
 * Refetches every query of the given operations, whatever body each was asked with. Operations are named by
 * their generated query-key functions, never by a typed path, so a renamed operation fails the typecheck.
 */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return useCallback(
    async (...operations: QueryKeyOf[]) => {
      await Promise.all(
        // Without its body the key is the prefix every query of the operation shares.
        operations.map((keyOf) => queryClient.invalidateQueries({ queryKey: keyOf().slice(0, 2) })),
      );
    },
    [queryClient],
  );
}

/** Refetches every query of the app: the QA switch changed what the mock answers to all of them. */
export function useInvalidateAll() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(), [queryClient]);
}
