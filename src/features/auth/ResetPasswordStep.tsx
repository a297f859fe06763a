import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_LOCK_HOURS } from '@/lib/business-constants';
import { useSubmitResetPassword } from '@generated/hooks/auth/auth';
import { withEncryptedSecrets } from '@/api/rsa';
import { SchemaForm } from '@/forms/SchemaForm';
import { WithdrawalLockNotice } from '@/ui/WithdrawalLockNotice';
import { type ResetPasswordData, resetPasswordForm } from '@schemas/auth/reset-password';
import { authErrors } from './auth-errors';

/** Reset step 4: the new password twice, after the 48-hour withdrawal lock notice (spec §9). */
export function ResetPasswordStep(props: { token: string; onReset: (lockHours: number) => void }) {
  const { token, onReset } = props;
  const { t } = useTranslation('auth');
  const reset = useSubmitResetPassword();

  const submit = async ({ loginPword, newPassword }: ResetPasswordData) => {
    // Spec §7: both entries RSA-encrypted, as login sends the password (contract EncryptedSecret).
    const body = await withEncryptedSecrets({ token, loginPword, newPassword }, [
      'loginPword',
      'newPassword',
    ]);
    const answer = await authErrors.guard(reset.mutateAsync({ data: body }));
    // Spec §9: withdrawals are forbidden 48 hours after a reset unless the server supplies the hours; a
    // missing figure is the spec's 48, never "no lock".
    onReset(answer.data?.withdrawLockHours ?? WITHDRAWAL_LOCK_HOURS);
  };

  return (
    <Stack gap="md">
      <WithdrawalLockNotice />
      <SchemaForm<ResetPasswordData>
        form={resetPasswordForm}
        keepDraft={false}
        submitLabel={t('resetPassword.submit')}
        onSubmit={submit}
      />
    </Stack>
  );
}
