import { Input } from '@mantine/core';
import type { ErrorSchema, FieldProps, WidgetProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaProvider } from '@/lib/captcha';
import { isSolvedCaptcha } from '@/lib/captcha';
import { SliderCaptcha } from '@/forms/connected/SliderCaptcha';
import { useVisibleError } from '../form-state';

const PROVIDERS: readonly string[] = ['slider', 'geetest'] satisfies CaptchaProvider[];

/**
 * `captcha`: the security check (spec §5) whose value is the CaptchaResult object (spec §3) once solved,
 * undefined before. ui:options: `scene` (slider scene), `provider` (overrides the runtime config). When the
 * value is cleared (e.g. after a failed submit, as a result is single-use) the check starts over.
 */
export function CaptchaWidget(props: WidgetProps) {
  const { id, value, options, label, hideLabel, required, disabled, readonly, rawErrors, hideError } = props;
  const { onChange, onBlur } = props;
  const { t } = useTranslation('forms');
  const error = useVisibleError(id, rawErrors, hideError);
  const solved = isSolvedCaptcha(value);
  const [round, setRound] = useState(0);
  const [wasSolved, setWasSolved] = useState(solved);
  if (wasSolved !== solved) {
    setWasSolved(solved);
    if (!solved) setRound(round + 1);
  }
  const provider =
    typeof options.provider === 'string' && PROVIDERS.includes(options.provider)
      ? (options.provider as CaptchaProvider)
      : undefined;

  return (
    <Input.Wrapper
      id={id}
      data-testid={id}
      labelElement="div"
      label={hideLabel || !label ? undefined : t(label)}
      required={required}
      error={error}
    >
      <SliderCaptcha
        key={round}
        solved={solved}
        disabled={disabled || readonly}
        provider={provider}
        scene={typeof options.scene === 'string' ? options.scene : undefined}
        onSuccess={(result) => {
          onChange(result);
          onBlur(id, result);
        }}
      />
    </Input.Wrapper>
  );
}

/** The errors of an object's properties, at any depth (its own `__errors` excluded). */
export function nestedErrors(errorSchema: ErrorSchema | undefined): string[] {
  if (!errorSchema) return [];
  return Object.entries(errorSchema).flatMap(([key, child]) =>
    key === '__errors' || typeof child !== 'object' || child === null
      ? []
      : [...((child as ErrorSchema).__errors ?? []), ...nestedErrors(child as ErrorSchema)],
  );
}

/**
 * rjsf renders object-typed fields through ObjectField, which ignores `ui:widget`; an object-valued field
 * therefore needs `ui:field`. This field renders CaptchaWidget for `'ui:field': CaptchaField` (or
 * `'ui:field': 'captcha'` once registered in the theme's fields). rjsf starts an object field at `{}`, so
 * "not solved yet" shows up as errors of its properties (e.g. verificationType required): the widget shows
 * those; the field's own errors are shown by the FieldTemplate, as for any object.
 */
export function CaptchaField(props: FieldProps) {
  const { schema, uiSchema, name, fieldPathId, formData, registry, title, errorSchema, hideError } = props;
  const { required = false, disabled = false, readonly = false, autofocus = false } = props;
  const { onChange, onBlur, onFocus } = props;
  const { title: uiTitle, ...options } = getUiOptions(uiSchema);
  const objectField = schema.type === 'object';
  const rawErrors = objectField ? nestedErrors(errorSchema) : props.rawErrors;
  return (
    <CaptchaWidget
      id={fieldPathId.$id}
      name={name}
      htmlName={fieldPathId.name}
      schema={schema}
      uiSchema={uiSchema}
      options={options}
      label={uiTitle ?? title ?? schema.title ?? name}
      value={formData}
      required={required}
      disabled={disabled}
      readonly={readonly}
      autofocus={autofocus}
      rawErrors={rawErrors}
      hideError={hideError}
      registry={registry}
      onChange={(value) => onChange(value, fieldPathId.path, undefined, fieldPathId.$id)}
      onBlur={onBlur}
      onFocus={onFocus}
    />
  );
}
