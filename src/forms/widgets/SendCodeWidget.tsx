import { Box, Group, Stack, TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { SendCodeButton } from '@/forms/connected/SendCodeButton';
import { useInputProps } from '../theme/use-input-props';
import { CodeBoxesWidget, codeLengthOption } from './CodeBoxesWidget';
import { findSender, findSentAt } from './send-code-context';

const neverSends = () => Promise.reject(new Error('No sender for this field'));

/**
 * `ui:widget: 'sendCode'`: a code input with the send-code button (spec §4/§5) beside it. ui:options:
 * `sendCode` (key of the sender in formContext.sendCode; default the field name), `input` ('text', the
 * default, or 'boxes'), `length` (digits, default 6), `scene` (slider captcha scene). Without a sender the
 * button stays disabled. formContext.codeSentAt under the same key starts the countdown of a code sent before.
 */
export function SendCodeWidget(props: WidgetProps) {
  const { id, options } = props;
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
    return (
      <Stack gap="xs">
        {/* A send-code field's boxes never took the focus; autofocus stays off. */}
        <CodeBoxesWidget {...props} autofocus={false} />
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
