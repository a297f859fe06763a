import { Alert, Button, Stack } from '@mantine/core';
import type { SubmitButtonProps } from '@rjsf/utils';
import { getSubmitButtonOptions } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useSubmitState } from '../form-state';

/** The form's footer: the last server error (if any) above a submit button that is busy while pending. */
export function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const { formId, pending, serverError } = useSubmitState();
  const { t } = useTranslation('forms');
  const { submitText, norender, props: buttonProps } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <Stack gap="sm" mt="md">
      {serverError && (
        <Alert color="red" role="alert" data-testid={`${formId}-server-error`}>
          {serverError}
        </Alert>
      )}
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
