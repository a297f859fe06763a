import { Group, Radio } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { enumOptionsIndexForValue, enumOptionsValueForIndex } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisibleError } from '@/forms/form-state';

/**
 * An enum field as Mantine radio buttons with a translated label and options (the i18n keys of
 * `ui:enumNames`). The theme has no enum widget yet, and rjsf's own shows neither; use it as
 * `'ui:widget': RadioChoiceWidget`.
 */
export function RadioChoiceWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, required, disabled, readonly, rawErrors, hideError } = props;
  const { options, onChange, onFocus, onBlur } = props;
  const { t } = useTranslation('forms');
  const error = useVisibleError(id, rawErrors, hideError);
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptionsIndexForValue(value, enumOptions) as string | undefined;
  // An option without a ui:enumNames entry is labelled by its value, which is not a key.
  const optionLabel = (text: string, optionValue: unknown) => (text === String(optionValue) ? text : t(text));
  // WCAG 3.3.1: Mantine describes its radiogroup element by the error but neither marks it invalid nor
  // passes props to it, so the mark is set on it from the options row inside it.
  const optionsRow = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const group = optionsRow.current?.closest('[role="radiogroup"]');
    if (error) group?.setAttribute('aria-invalid', 'true');
    else group?.removeAttribute('aria-invalid');
  }, [error]);

  return (
    <Radio.Group
      id={id}
      data-testid={id}
      label={hideLabel || !label ? undefined : t(label)}
      required={required}
      error={error}
      value={selected ?? null}
      onChange={(index) => onChange(enumOptionsValueForIndex(index, enumOptions, options.emptyValue))}
    >
      <Group mt="xs" gap="md" ref={optionsRow}>
        {enumOptions.map((option, index) => (
          <Radio
            key={String(option.value)}
            id={`${id}-${index}`}
            value={String(index)}
            label={optionLabel(option.label, option.value)}
            disabled={disabled || readonly}
            onFocus={() => onFocus(id, value)}
            onBlur={() => onBlur(id, value)}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
