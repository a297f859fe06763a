import { TextInput } from '@mantine/core';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { getInputProps } from '@rjsf/utils';
import { useInputProps } from './use-input-props';

/** Every <input>-based widget (text, email, number, …) renders through this: a Mantine TextInput. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { schema, type, options, onChangeOverride } = props;
  const inputProps = useInputProps(props);
  const { type: inputType, step, min, max } = getInputProps(schema, type, options);
  return (
    <TextInput
      {...inputProps}
      type={inputType}
      step={step}
      min={min}
      max={max}
      onChange={onChangeOverride ?? inputProps.onChange}
    />
  );
}
