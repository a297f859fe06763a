import { Button, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sanitizeAmount } from '@/lib/amount-input';

export interface AmountInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'rightSection'> {
  /** The amount as typed (a string, never a float). */
  value: string;
  /** Called on every keystroke or paste with the sanitized text (spec §5 amount input helper). */
  onChange: (value: string) => void;
  /** Decimal places kept (0: whole numbers, no point). */
  precision: number;
  /** When given, a Max button fills the field with this amount (sanitized to the precision). */
  available?: string;
}

/** An amount field that only ever holds what the spec §5 helper lets through. */
export function AmountInput({ value, onChange, precision, available, ...rest }: AmountInputProps) {
  const { t } = useTranslation('pickers');
  const maxButton =
    available === undefined ? undefined : (
      <Button
        variant="subtle"
        size="compact-xs"
        disabled={rest.disabled || rest.readOnly}
        aria-label={t('amount.maxAria')}
        data-testid={rest.id && `${rest.id}-max`}
        onClick={() => onChange(sanitizeAmount(available, precision))}
      >
        {t('amount.max')}
      </Button>
    );
  return (
    <TextInput
      {...rest}
      inputMode={precision > 0 ? 'decimal' : 'numeric'}
      autoComplete={rest.autoComplete ?? 'off'}
      value={value}
      onChange={(event) => onChange(sanitizeAmount(event.currentTarget.value, precision))}
      rightSection={maxButton}
      rightSectionWidth={maxButton ? 64 : undefined}
      rightSectionPointerEvents="all"
    />
  );
}
