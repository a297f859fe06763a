import { Alert, Button, Stack } from '@mantine/core';
import type { SubmitButtonProps } from '@rjsf/utils';
import { getSubmitButtonOptions } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useSubmitState } from '../form-state';

/**
 * The form's footer: the last server error (if any) above a submit button that is busy while pending. The
 * error shows inside a polite live region that is always there (WCAG 4.1.3), so a refusal (spec §8) is read
 * out once when it appears, after what the user is hearing; the alert box itself is a plain group.
 */
export function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const { formId, pending, serverError } = useSubmitState();
  const { t } = useTranslation('forms');
  const { submitText, norender, props: buttonProps } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    // No gap of the stack's own: the region is there even when empty, and the alert brings its space.
    <Stack gap={0} mt="md">
      <div role="status" data-testid={`${formId}-refusal`}>
        {serverError && (
          <Alert color="red" role="group" mb="sm" data-testid={`${formId}-server-error`}>
            {serverError}
          </Alert>
        )}
      </div>
      <Button
        {...buttonProps}
        type="submit"
        loading={pending}
        aria-busy={pending || undefined}
        aria-label={pending ? t('submit.pending') : undefined}
        data-testid={`${formId}-submit`}
      >
        {submitText}
      </Button>
    </Stack>
  );
}
