import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Refetches every query of a contract path (the generated keys are ['POST', path, body]). */
export function useInvalidatePath() {
  const queryClient = useQueryClient();
  return useCallback(
    (path: string) => queryClient.invalidateQueries({ queryKey: ['POST', path] }),
    [queryClient],
  );
}
