import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useLogout as useLogoutCall } from '@generated/hooks/user/user';
import { describeApiError } from '@/api/describe-error';
import { useSession } from '@/api/session/session-context';
import { useSingleFlight } from '@/ui/use-single-flight';

/**
 * Log-out of spec §4 and §8: SUCCESS gives a success tip and ends the session; any other answer gives
 * an error tip with the server's message. A second click while the call is pending does nothing.
 */
export function useLogout() {
  const { t } = useTranslation(['app', 'common']);
  const { endSession } = useSession();
  const mutation = useLogoutCall({
    mutation: {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('app:header.logoutSuccess') });
        endSession();
      },
      onError: (error) => notifications.show({ color: 'red', message: describeApiError(error, t) }),
    },
  });
  // A ref set in the same tick (useSingleFlight), not `isPending`: a double click comes before React
  // re-renders, so both clicks would still read isPending false and the call would go out twice.
  const { run, pending } = useSingleFlight();
  return {
    pending,
    logout: () => {
      void run(() => mutation.mutateAsync().catch(() => undefined));
    },
  };
}
