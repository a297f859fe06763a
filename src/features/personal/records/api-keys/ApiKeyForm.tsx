import { useMemo } from 'react';
import { RecordFormCard } from '@/kit/records/RecordFormCard';
import { type ApiKeyData, apiKeyFormFor } from '@schemas/auth/api-key';
import { CODE_SCENES } from '@schemas/auth/code-scenes';
import { useCodeSenders } from '../../shared/use-code-senders';
import { useSecurityUser } from '../../shared/use-security-user';

export interface ApiKeyFormProps {
  title: string;
  submitLabel: string;
  /** The key's note and IPs when editing. */
  initial?: Partial<ApiKeyData>;
  /** Sends the key; a rejection keeps what was typed and shows the server's message. */
  submit: (data: ApiKeyData) => Promise<unknown>;
  onCancel: () => void;
}

/** Note (required), up to 5 IPs and the codes of the user's methods (schemas/auth/api-key.ts). */
export function ApiKeyForm(props: ApiKeyFormProps) {
  const { methods } = useSecurityUser();
  const form = useMemo(() => apiKeyFormFor(methods), [methods]);
  const senders = useCodeSenders(CODE_SCENES['api-key']);
  return <RecordFormCard<ApiKeyData> {...props} form={form} formContext={senders.formContext} />;
}
