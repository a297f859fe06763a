import { Button, Stack } from '@mantine/core';
import type { SubmitButtonProps } from '@rjsf/utils';
import { getSubmitButtonOptions } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { takeReturn } from '@/ui/review-return';
import { RefusalRegion } from '@/ui/RefusalRegion';
import { useSubmitState } from '../form-state';

/**
 * The form's footer: the last server error (if any, in the polite `RefusalRegion`) above a submit button that is
 * busy while pending. Mounted again by a review's Back, the button takes the focus (src/ui/review-return.ts).
 */
export function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const { formId, pending, serverError } = useSubmitState();
  const { t } = useTranslation('forms');
  const { submitText, norender, props: buttonProps } = getSubmitButtonOptions(uiSchema);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (button.current && takeReturn(button.current)) button.current.focus();
  }, []);
  if (norender) return null;
  return (
    // No gap of the stack's own: the region is there even when empty, and the alert brings its space.
    <Stack gap={0} mt="md">
      <RefusalRegion
        refusal={serverError}
        testId={`${formId}-refusal`}
        boxTestId={`${formId}-server-error`}
        mb="sm"
      />
      <Button
        {...buttonProps}
        ref={button}
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
