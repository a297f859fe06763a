import type { WidgetProps } from '@rjsf/utils';
import { applyTextOptions, readTextOptions } from '@/lib/text-input';
import { BaseInputTemplate } from '../theme/BaseInputTemplate';

/**
 * ui:widget "smartText": a text field that applies ui:options as the user types (spec §5 "Text inputs may
 * cap length, strip spaces, or fix decimals"): maxLength (characters), stripSpaces (true), decimals (N).
 */
export function SmartTextWidget(props: WidgetProps) {
  const { options, onChange } = props;
  const textOptions = readTextOptions(options);
  return (
    <BaseInputTemplate
      {...props}
      onChangeOverride={(event) => {
        const next = applyTextOptions(event.target.value, textOptions);
        onChange(next === '' ? options.emptyValue : next);
      }}
    />
  );
}
