import type { WidgetProps } from '@rjsf/utils';
import { applyTextOptions, readTextOptions } from '@/lib/text-input';
import { BaseInputTemplate } from '../theme/BaseInputTemplate';

const SPACE = /\s/;

/**
 * ui:widget "smartText": a text field that applies ui:options as the user types (spec §5 "Text inputs may
 * cap length, strip spaces, or fix decimals"): maxLength (characters), stripSpaces (true), decimals (N).
 * `refuseSpaces: '<message key>'` instead keeps every space typed or pasted and shows that message first
 * (before the field's other errors), for an ID whose spaces must not be silently dropped; the form's
 * customValidate refuses the submit (schemas/assets/no-spaces-rule.ts).
 */
export function SmartTextWidget(props: WidgetProps) {
  const { options, onChange, value, rawErrors } = props;
  const textOptions = readTextOptions(options);
  const spacesMessage = typeof options.refuseSpaces === 'string' ? options.refuseSpaces : undefined;
  const errors =
    spacesMessage && typeof value === 'string' && SPACE.test(value)
      ? [spacesMessage, ...(rawErrors ?? []).filter((error) => error !== spacesMessage)]
      : rawErrors;
  return (
    <BaseInputTemplate
      {...props}
      rawErrors={errors}
      onChangeOverride={(event) => {
        const next = applyTextOptions(event.target.value, textOptions);
        onChange(next === '' ? options.emptyValue : next);
      }}
    />
  );
}
