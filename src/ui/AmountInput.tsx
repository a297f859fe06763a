import { Button, TextInput, type TextInputProps } from '@mantine/core';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeAmount } from '@/lib/amount-input';
import { judgeAmountChange } from '@/lib/amount-input-paste';
import { announcePolitely } from './announce';

export interface AmountInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'rightSection'> {
  /** The amount as typed (a string, never a float). */
  value: string;
  /** Called with the new amount: a keystroke filtered by the spec §5 helper, or a paste taken as it is. */
  onChange: (value: string) => void;
  /** Decimal places kept (0: whole numbers, no point). */
  precision: number;
  /** When given, a Max button fills the field with this amount (sanitized to the precision). */
  available?: string;
}

// A refused paste is shown as the person pasted it, cut so a pasted paragraph does not fill the screen.
const SHOWN_TEXT_LENGTH = 24;
const shown = (text: string) =>
  text.length > SHOWN_TEXT_LENGTH ? `${text.slice(0, SHOWN_TEXT_LENGTH)}…` : text;

/**
 * An amount field that only ever holds what the spec §5 helper lets through. Keystrokes are filtered; a
 * paste, drop or autofill the helper would change is refused with a message and the field stays as it was.
 * The message is the field's error (aria-invalid, aria-describedby: read with the field, WCAG 3.3.1), and is
 * said once, politely, when the paste is refused (4.1.3), not as an assertive alert.
 */
export function AmountInput({ value, onChange, precision, available, error, ...rest }: AmountInputProps) {
  const { t } = useTranslation('pickers');
  const [refused, setRefused] = useState<string | null>(null);

  const refusalText = (text: string) =>
    precision > 0
      ? t('amount.refused', { text: shown(text), precision })
      : t('amount.refusedWhole', { text: shown(text) });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const inputType = (event.nativeEvent as InputEvent | undefined)?.inputType;
    const verdict = judgeAmountChange(value, event.currentTarget.value, precision, inputType);
    if (!verdict.accepted) {
      // React puts the controlled value back; nothing of the old amount is lost.
      setRefused(verdict.text);
      announcePolitely(refusalText(verdict.text));
      return;
    }
    setRefused(null);
    onChange(verdict.value);
  };

  const refusal =
    refused === null ? null : (
      <span data-testid={rest.id && `${rest.id}-refused`}>{refusalText(refused)}</span>
    );

  const maxButton =
    available === undefined ? undefined : (
      <Button
        variant="subtle"
        size="compact-xs"
        disabled={rest.disabled || rest.readOnly}
        aria-label={t('amount.maxAria')}
        data-testid={rest.id && `${rest.id}-max`}
        onClick={() => {
          setRefused(null);
          onChange(sanitizeAmount(available, precision));
        }}
      >
        {t('amount.max')}
      </Button>
    );
  return (
    <TextInput
      {...rest}
      error={refusal ?? error}
      inputMode={precision > 0 ? 'decimal' : 'numeric'}
      autoComplete={rest.autoComplete ?? 'off'}
      value={value}
      onChange={change}
      rightSection={maxButton}
      rightSectionWidth={maxButton ? 64 : undefined}
      rightSectionPointerEvents="all"
    />
  );
}
