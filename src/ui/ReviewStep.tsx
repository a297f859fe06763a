import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusalRegion } from './RefusalRegion';
import { expectReturnIn } from './review-return';
import { useFocusOnShow } from './use-focus-on-show';
import { useSingleFlight } from './use-single-flight';

export interface ReviewRow {
  /** Already translated. */
  label: string;
  /** Exactly what will be sent (or what it draws on), formatted for reading. */
  value: string;
  /** Test id of the value cell. */
  testId?: string;
  /** An address or a hash: monospace, broken anywhere rather than cut. */
  code?: boolean;
}

export interface ReviewStepProps {
  title: string;
  rows: readonly ReviewRow[];
  /** Already translated, e.g. "Place order". */
  confirmLabel: string;
  /** Sends what the rows show, once (spec §4): Confirm ignores clicks until its promise settles, so return
   * the request's promise (`mutateAsync`, awaited). A rejection stays on the review with `describeError`'s
   * text. */
  onConfirm: () => Promise<unknown>;
  /** The text of a failure (the caller knows its error type). */
  describeError: (failure: unknown) => string;
  /** Back to the form, with what was typed; the form's submit button, drawn where the review was, takes the
   * focus (src/ui/review-return.ts). */
  onBack: () => void;
  /** Already translated; the shared "Back" when not given. */
  backLabel?: string;
  /** Test id of the Confirm button ("review-confirm" when not given). */
  confirmTestId?: string;
  /** A notice under the rows (an agreement, a late-arrival warning). */
  children?: ReactNode;
  'data-testid'?: string;
}

/**
 * The review of a money action: what will be sent, then Back or Confirm (sent once). Presentational. It takes
 * the focus when it opens (its title), so a keyboard user continues from the step now shown rather than from
 * the top of the page (WCAG 2.4.3). Back gives the focus to the form's submit button, which opened the review.
 */
export function ReviewStep(props: ReviewStepProps) {
  const { title, rows, confirmLabel, onConfirm, describeError, onBack, backLabel, confirmTestId, children } =
    props;
  const { t } = useTranslation('common');
  const { run, pending } = useSingleFlight();
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useFocusOnShow<HTMLHeadingElement>();
  const review = useRef<HTMLDivElement>(null);
  const back = () => {
    // The form comes back in the region the review leaves (the review's parent, which stays).
    expectReturnIn(review.current?.parentElement ?? null);
    onBack();
  };

  const confirm = () =>
    run(async () => {
      setFailure(null);
      try {
        await onConfirm();
      } catch (error) {
        setFailure(describeError(error));
      }
    });

  return (
    <Stack gap="md" ref={review} data-testid={props['data-testid']}>
      <Title order={2} size="h5" ref={heading} tabIndex={-1}>
        {title}
      </Title>
      <Table>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th w="40%" scope="row">
                {row.label}
              </Table.Th>
              <Table.Td>
                <Text
                  size="sm"
                  fw={600}
                  ff={row.code ? 'monospace' : undefined}
                  data-testid={row.testId}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {row.value}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {children}
      <RefusalRegion refusal={failure} />
      <Group justify="flex-end">
        <Button variant="default" onClick={back} disabled={pending}>
          {backLabel ?? t('back')}
        </Button>
        <Button
          loading={pending}
          aria-busy={pending || undefined}
          data-testid={confirmTestId ?? 'review-confirm'}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
