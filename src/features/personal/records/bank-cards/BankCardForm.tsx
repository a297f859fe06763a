import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/forms/SchemaForm';
import { type BankCardFormData, bankCardForm } from '@schemas/assets/bank-card';
import { BankPicker } from './BankPicker';
import { fiatNotBound } from './bank-card-rules';

export interface BankCardFormProps {
  title: string;
  submitLabel: string;
  /** The fiats other cards are bound to: refused here (spec §5 "each fiat binds one card"). */
  takenFiats: readonly string[];
  initial?: Partial<BankCardFormData>;
  /** Editing keeps the card's fiat. */
  fiatFixed?: boolean;
  submit: (data: BankCardFormData) => Promise<unknown>;
  onCancel: () => void;
}

/** Every field of spec §3 "Bank (fiat) account" (schemas/assets/bank-card.ts). */
export function BankCardForm(props: BankCardFormProps) {
  const { title, submitLabel, takenFiats, fiatFixed, submit, onCancel } = props;
  const { t } = useTranslation(['records', 'common']);
  const [initial, setInitial] = useState(props.initial);
  const [picks, setPicks] = useState(0);
  const uiSchema = useMemo(
    () =>
      fiatFixed
        ? { ...bankCardForm.uiSchema, symbol: { ...bankCardForm.uiSchema.symbol, 'ui:readonly': true } }
        : bankCardForm.uiSchema,
    [fiatFixed],
  );
  const customValidate = useMemo(() => fiatNotBound(takenFiats), [takenFiats]);
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
        {!fiatFixed && (
          <BankPicker
            onPick={(bank) => {
              // The form keeps its own data after mounting: a pick starts it again with the bank filled in.
              setInitial((current) => ({ ...current, ...bank }));
              setPicks((count) => count + 1);
            }}
          />
        )}
        <SchemaForm<BankCardFormData>
          key={picks}
          id={bankCardForm.id}
          schema={bankCardForm.schema}
          uiSchema={uiSchema}
          customValidate={customValidate}
          formData={initial as BankCardFormData | undefined}
          keepDraft={false}
          submitLabel={submitLabel}
          onSubmit={submit}
        />
      </Stack>
    </Card>
  );
}
