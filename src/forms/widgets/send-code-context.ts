import type { WidgetProps } from '@rjsf/utils';
import type { SolvedCaptcha } from '@/lib/captcha';

/** Sends a code (the caller's generated mutation) with the security check's result. */
export type SendCodeSender = (captcha: SolvedCaptcha) => Promise<unknown>;

/** What a form passes as rjsf formContext for its `sendCode` fields: `sendCode[key]`, where key is the
 * field's `ui:options.sendCode`, else the field's name. A sender that needs other fields of the form (the
 * phone or email to send to) reads them from the form's onChange. */
export interface VerificationFormContext {
  sendCode?: Record<string, SendCodeSender>;
  /** When the code of `sendCode[key]` last went out (ms since the epoch), if it did before the form showed:
   * the field's countdown runs from then (spec §4). */
  codeSentAt?: Record<string, number | undefined>;
}

const senderKey = (props: Pick<WidgetProps, 'options' | 'name'>) =>
  typeof props.options.sendCode === 'string' ? props.options.sendCode : props.name;

export function findSender(
  props: Pick<WidgetProps, 'options' | 'name' | 'registry'>,
): SendCodeSender | undefined {
  const context = props.registry.formContext as VerificationFormContext | undefined;
  return context?.sendCode?.[senderKey(props)];
}

export function findSentAt(props: Pick<WidgetProps, 'options' | 'name' | 'registry'>): number | undefined {
  const context = props.registry.formContext as VerificationFormContext | undefined;
  return context?.codeSentAt?.[senderKey(props)];
}
