import { useMemo } from 'react';
import { RecordFormCard, type RecordFormProps } from '@/kit/records/RecordFormCard';
import { type ApiKeyData, apiKeyFormFor } from '@schemas/auth/api-key';
import { CodeScene } from '@generated/models';
import { useCodeSenders } from '@/kit/code-senders/use-code-senders';
import { useSecurityUser } from '../../shared/use-security-user';

/** `initial`: the key's note and IPs when editing. */
export type ApiKeyFormProps = RecordFormProps<ApiKeyData>;

/** Note (required), up to 5 IPs and the codes of the user's methods (schemas/auth/api-key.ts). */
export function ApiKeyForm(props: ApiKeyFormProps) {
  const { methods } = useSecurityUser();
  const form = useMemo(() => apiKeyFormFor(methods), [methods]);
  const senders = useCodeSenders(CodeScene.API_KEY);
  return <RecordFormCard<ApiKeyData> {...props} form={form} formContext={senders.formContext} />;
}
