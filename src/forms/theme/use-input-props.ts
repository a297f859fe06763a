// The Mantine input props every text-like widget shares: translated label, description and placeholder,
// the visible error, and change/focus/blur wired back to rjsf.
import type { ChangeEvent, FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useVisibleError } from '../form-state';

export function useInputProps(props: WidgetProps) {
  const {
    id,
    htmlName,
    label,
    hideLabel,
    placeholder,
    required,
    disabled,
    readonly,
    autofocus,
    value,
    options,
    schema,
    rawErrors,
    hideError,
    onChange,
    onFocus,
    onBlur,
  } = props;
  const { t } = useTranslation('forms');
  const error = useVisibleError(id, rawErrors, hideError);
  const description = options.description ?? schema.description;

  return {
    id,
    name: htmlName || id,
    'data-testid': id,
    label: hideLabel || !label ? undefined : t(label),
    description: description ? t(description) : undefined,
    placeholder: placeholder ? t(placeholder) : undefined,
    // `markRequired`: a field the form's customValidate requires (the codes of the user's security methods,
    // one schema for every user) shows the asterisk like a schema-required one.
    required: required || options.markRequired === true,
    disabled,
    readOnly: readonly,
    autoFocus: autofocus,
    autoComplete: typeof options.autocomplete === 'string' ? options.autocomplete : undefined,
    error,
    value: value == null ? '' : String(value),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onChange(event.target.value === '' ? options.emptyValue : event.target.value),
    onFocus: (event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value),
    onBlur: (event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value),
  };
}
