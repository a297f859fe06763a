import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** What the browser tests drive in a tab that stays open (tests/e2e/page-pool.ts); QA switch on only. */
export interface QaTestHooks {
  /**
   * Opens a path as a link inside the app would, after forgetting the data of the screens left (queries no
   * mounted screen reads) and the notices shown: the screen opens as on a first visit, making its calls.
   */
  open: (path: string) => void;
}

declare global {
  interface Window {
    __qaTestHooks?: QaTestHooks;
  }
}

export function useQaTestHooks(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    window.__qaTestHooks = {
      open: (path) => {
        queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
        notifications.clean();
        void navigate(path);
      },
    };
    return () => {
      delete window.__qaTestHooks;
    };
  }, [navigate, queryClient]);
}
