import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/api/describe-error';
import { type ConfirmButtonProps, ConfirmButton as ConfirmDialogButton } from '@/ui/ConfirmButton';

/** A destructive action behind a confirmation dialog (delete, unblock); a failure shows the API's message. */
export function ConfirmButton(props: Omit<ConfirmButtonProps, 'describeError'>) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialogButton {...props} describeError={(failure) => describeApiError(failure, (key) => t(key))} />
  );
}
