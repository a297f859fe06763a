import { Box, Group, Stack, TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { CodeBoxes } from '@/ui/CodeBoxes';
import { SendCodeButton } from '@/forms/connected/SendCodeButton';
import { useInputProps } from '../theme/use-input-props';
import { codeLengthOption } from './CodeBoxesWidget';
import { findSender, findSentAt } from './send-code-context';

const neverSends = () => Promise.reject(new Error('No sender for this field'));

/**
 * `ui:widget: 'sendCode'`: a code input with the send-code button (spec §4/§5) beside it. ui:options:
 * `sendCode` (key of the sender in formContext.sendCode; default the field name), `input` ('text', the
 * default, or 'boxes'), `length` (digits, default 6), `scene` (slider captcha scene). Without a sender the
 * button stays disabled. formContext.codeSentAt under the same key starts the countdown of a code sent before.
 */
export function SendCodeWidget(props: WidgetProps) {
  const { id, options, onChange, onFocus, onBlur } = props;
  const inputProps = useInputProps(props);
  const sender = findSender(props);
  const length = codeLengthOption(options);
  const button = (
    <SendCodeButton
      onSend={sender ?? neverSends}
      sentAt={findSentAt(props)}
      disabled={!sender || inputProps.disabled || inputProps.readOnly}
      scene={typeof options.scene === 'string' ? options.scene : undefined}
      size="sm"
      data-testid={`${id}-send`}
    />
  );

  if (options.input === 'boxes') {
    const { label, description, error, required, disabled, readOnly, name, value } = inputProps;
    return (
      <Stack gap="xs">
        <CodeBoxes
          id={id}
          name={name}
          data-testid={id}
          length={length}
          value={value}
          label={label}
          description={description}
          error={error}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
          onChange={(code) => onChange(code === '' ? options.emptyValue : code)}
          onFocus={() => onFocus(id, value)}
          onBlur={() => onBlur(id, value)}
        />
        {button}
      </Stack>
    );
  }

  return (
    <TextInput
      {...inputProps}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={length}
      inputContainer={(input: ReactNode) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Box flex={1}>{input}</Box>
          {button}
        </Group>
      )}
    />
  );
}
