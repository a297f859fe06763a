import { useDescribeError } from '@/api/use-query-load';
import { type ConfirmButtonProps, ConfirmButton as ConfirmDialogButton } from '@/ui/ConfirmButton';

/** A destructive action behind a confirmation dialog (delete, unblock); a failure shows the API's message. */
export function ConfirmButton(props: Omit<ConfirmButtonProps, 'describeError'>) {
  return <ConfirmDialogButton {...props} describeError={useDescribeError()} />;
}
