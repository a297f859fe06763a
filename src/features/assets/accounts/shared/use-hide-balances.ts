import { useLocalStorage } from '@mantine/hooks';
import { useCallback } from 'react';

/** Spec §3 "isHide (persisted)": whether the account pages mask every balance, kept across reloads. */
export function useHideBalances() {
  const [hidden, setHidden] = useLocalStorage<boolean>({
    key: 'assets.isHide',
    defaultValue: false,
    // Read at once: a reload must not show the balances for a moment before hiding them.
    getInitialValueInEffect: false,
  });
  const toggle = useCallback(() => setHidden((current) => !current), [setHidden]);
  return { hidden, toggle };
}
