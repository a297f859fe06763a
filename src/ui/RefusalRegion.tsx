import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The server's refusal of what the user sent (spec §8): a form, a review's Confirm, a confirmation dialog. It
 * shows inside a polite live region that is always there (WCAG 4.1.3), so it is read out once when it appears,
 * after what the user is hearing; the red box itself is a plain group, not a second, assertive announcement.
 */
export function RefusalRegion({
  refusal,
  testId = 'refusal',
  boxTestId,
  mb,
}: {
  refusal: ReactNode;
  testId?: string;
  boxTestId?: string;
  mb?: string;
}) {
  return (
    <div role="status" data-testid={testId}>
      {refusal && (
        <Alert color="red" role="group" mb={mb} data-testid={boxTestId}>
          {refusal}
        </Alert>
      )}
    </div>
  );
}
