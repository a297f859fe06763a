import { Checkbox } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useVisibleError } from '../form-state';

/** Boolean field: a Mantine Checkbox labelled by the field title (e.g. "I agree to the terms"). */
export function CheckboxWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    label,
    hideLabel,
    required,
    disabled,
    readonly,
    autofocus,
    rawErrors,
    hideError,
  } = props;
  const { onChange, onFocus, onBlur, options, schema } = props;
  const { t } = useTranslation('forms');
  const error = useVisibleError(id, rawErrors, hideError);
  const description = options.description ?? schema.description;
  return (
    <Checkbox
      id={id}
      name={htmlName || id}
      data-testid={id}
      checked={value === true}
      label={hideLabel || !label ? undefined : t(label)}
      description={description ? t(description) : undefined}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      error={error}
      aria-invalid={error ? true : undefined}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onFocus={() => onFocus(id, value)}
      onBlur={() => onBlur(id, value)}
    />
  );
}
