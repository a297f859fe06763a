import { Button, Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm, type SchemaFormProps } from '@/forms/SchemaForm';
import { useFocusOnShow } from '@/ui/use-focus-on-show';

export interface RecordFormCardProps<T> {
  /** Already translated, as is submitLabel. */
  title: string;
  submitLabel: string;
  form: SchemaFormProps<T>['form'];
  /** The record's values when editing. */
  initial?: Partial<T>;
  /** Sends the record; a rejection keeps what was typed and shows the server's message. */
  submit: (data: T) => Promise<unknown>;
  onCancel: () => void;
  /** The senders of the form's code fields. */
  formContext?: Record<string, unknown>;
  /** Shown above the form (say a picker that fills it). */
  before?: ReactNode;
  /** A new value starts the form again from `initial` (the form keeps its own data after mounting). */
  restart?: number;
  /** A new record: what was typed (never a secret) is kept as a draft until it is saved, so the trip to
   * /login and back when the session ends loses nothing (spec §4); `initial` (a bank picked) wins over it. */
  adding?: boolean;
}

/** What a record screen passes to its add or edit form. */
export type RecordFormProps<T> = Pick<
  RecordFormCardProps<T>,
  'title' | 'submitLabel' | 'initial' | 'submit' | 'onCancel' | 'adding'
>;

/** The add or edit form of a record screen (bank card, receiving account, API key): a titled card, with
 * Cancel back to the list. */
export function RecordFormCard<T>(props: RecordFormCardProps<T>) {
  const { title, submitLabel, form, initial, submit, onCancel, formContext, before, restart, adding } = props;
  const { t } = useTranslation('common');
  // The form takes the place of the list whose button opened it.
  const heading = useFocusOnShow<HTMLHeadingElement>();
  return (
    <Card withBorder padding="lg" maw={560}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" ref={heading} tabIndex={-1}>
            {title}
          </Title>
          <Button variant="subtle" size="xs" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
        </Group>
        {before}
        <SchemaForm<T>
          key={restart}
          form={form}
          formData={initial as T | undefined}
          keepDraft={adding === true}
          given={adding ? initial : undefined}
          formContext={formContext}
          submitLabel={submitLabel}
          onSubmit={submit}
        />
      </Stack>
    </Card>
  );
}
