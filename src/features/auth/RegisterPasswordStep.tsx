import { Anchor, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitRegisterPassword } from '@generated/hooks/auth/auth';
import { withEncryptedSecrets } from '@/api/rsa';
import { usePublicInfo } from '@/api/session/startup-data';
import { SchemaForm } from '@/forms/SchemaForm';
import { type RegisterPasswordData, registerPasswordForm } from '@schemas/auth/register-password';
import { authErrors } from './auth-errors';

/**
 * Register step 3 (spec §5): the password twice, the invitation code (required when step 1 said the
 * platform demands one) and the terms and privacy agreement; on success the user is signed in.
 */
export function RegisterPasswordStep(props: {
  /** Step 1's token, when it answered one (contract RegisterAccountResult). */
  token?: string;
  /** Unknown (step 1 did not say) is optional: the server names a missing code (spec §5). */
  inviteRequired?: boolean;
  onRegistered: (sessionToken: string | undefined) => Promise<void>;
}) {
  const { token, inviteRequired, onRegistered } = props;
  const { t } = useTranslation('auth');
  const urls = usePublicInfo()?.url;
  const form = useMemo(() => registerPasswordForm(inviteRequired === true), [inviteRequired]);
  const register = useSubmitRegisterPassword();

  const submit = async ({ loginPword, newPassword, invitedCode }: RegisterPasswordData) => {
    // Spec §7: both entries RSA-encrypted, as login sends the password (contract EncryptedSecret).
    const data = await withEncryptedSecrets(
      {
        ...(token ? { token } : {}),
        loginPword,
        newPassword,
        agreeTerms: true as const,
        ...(invitedCode?.trim() ? { invitedCode: invitedCode.trim() } : {}),
      },
      ['loginPword', 'newPassword'],
    );
    const answer = await authErrors.guard(register.mutateAsync({ data }));
    await onRegistered(answer.data?.token);
  };

  return (
    <Stack gap="sm">
      {urls && (
        <Text size="sm">
          <Anchor href={urls.terms} target="_blank" rel="noopener noreferrer">
            {t('register.terms')}
          </Anchor>
          {' · '}
          <Anchor href={urls.privacy} target="_blank" rel="noopener noreferrer">
            {t('register.privacy')}
          </Anchor>
        </Text>
      )}
      <SchemaForm<RegisterPasswordData>
        form={form}
        keepDraft={false}
        submitLabel={t('register.submit')}
        onSubmit={submit}
      />
    </Stack>
  );
}
