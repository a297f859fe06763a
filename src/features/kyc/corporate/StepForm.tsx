import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/forms/SchemaForm';
import type { FormDefinition } from '@schemas/form-definition';

export interface StepFormProps<T> {
  form: FormDefinition<T>;
  formData: Partial<T>;
  submitLabel: string;
  onSubmit: (data: T) => Promise<unknown>;
  onBack?: () => void;
}

/** One data step of the corporate wizard: its form, saved on "save and continue", and a back button. */
export function StepForm<T>({ form, formData, submitLabel, onSubmit, onBack }: StepFormProps<T>) {
  const { t } = useTranslation('kyc');
  return (
    <Stack gap="md">
      {/* Keyed by form: the next step's form must not reuse this one's state. */}
      <SchemaForm<T>
        key={form.id}
        form={form}
        formData={formData as T}
        submitLabel={submitLabel}
        onSubmit={onSubmit}
      />
      {onBack && (
        <Group>
          <Button variant="default" onClick={onBack}>
            {t('wizard.back')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
