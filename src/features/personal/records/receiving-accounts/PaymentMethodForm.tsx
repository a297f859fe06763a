import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/forms/SchemaForm';
import { type PaymentMethodFormData, paymentMethodFormFor } from '@schemas/assets/payment-method';
import type { SecurityMethod } from '@schemas/assets/security-codes';
import { CODE_SCENES } from '@schemas/auth/code-scenes';
import { useCodeSenders } from '../../shared/use-code-senders';
import { useSecurityUser } from '../../shared/use-security-user';

export interface PaymentMethodFormProps {
  title: string;
  submitLabel: string;
  initial?: Partial<PaymentMethodFormData>;
  submit: (data: PaymentMethodFormData) => Promise<unknown>;
  onCancel: () => void;
}

/** A receiving account with the codes of the user's security methods (schemas/assets/payment-method.ts). */
export function PaymentMethodForm({ title, submitLabel, initial, submit, onCancel }: PaymentMethodFormProps) {
  const { t } = useTranslation(['records', 'common']);
  const { methods: on } = useSecurityUser();
  const form = useMemo(() => {
    const methods: SecurityMethod[] = [];
    if (on.phone) methods.push('sms');
    if (on.email) methods.push('email');
    if (on.google) methods.push('google');
    return paymentMethodFormFor(methods);
  }, [on]);
  const senders = useCodeSenders(CODE_SCENES.paymentMethod);
  return (
    <Card withBorder padding="lg" maw={560}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Button variant="subtle" size="xs" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
        </Group>
        <SchemaForm<PaymentMethodFormData>
          id={form.id}
          schema={form.schema}
          uiSchema={form.uiSchema}
          customValidate={form.customValidate}
          formData={initial as PaymentMethodFormData | undefined}
          keepDraft={false}
          formContext={senders.formContext}
          submitLabel={submitLabel}
          onSubmit={submit}
        />
      </Stack>
    </Card>
  );
}
