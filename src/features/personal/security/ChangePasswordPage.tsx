import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateLoginPassword } from '@generated/hooks/security/security';
import { CodeScene } from '@generated/models';
import { withEncryptedSecrets } from '@/api/rsa';
import {
  type ChangeLoginPasswordData,
  changeLoginPasswordFormFor,
} from '@schemas/auth/change-login-password';
import { SecurityFormScreen } from '../shared/SecurityFormScreen';
import { useSecurityUser } from '../shared/use-security-user';

/** /personal/changePassword: the current password, the new one twice, the codes; locks withdrawals (§9). */
const PASSWORDS = ['loginPword', 'newLoginPword', 'confirmLoginPword'] as const;

export function ChangePasswordPage() {
  const { t } = useTranslation('security');
  const { methods } = useSecurityUser();
  const form = useMemo(() => changeLoginPasswordFormFor(methods), [methods]);
  const change = useUpdateLoginPassword();
  return (
    <SecurityFormScreen<ChangeLoginPasswordData>
      pageTitle="changePassword"
      locksWithdrawals
      form={form}
      scene={CodeScene.CHANGE_PASSWORD}
      submitLabel={t('changePassword.submit')}
      savedMessage={t('changePassword.saved')}
      submit={async (data, tokens) =>
        (
          await change.mutateAsync({
            // Spec §7: every password RSA-encrypted, as login sends it (contract EncryptedSecret).
            data: await withEncryptedSecrets({ ...data, verifyToken: tokens.email }, PASSWORDS),
          })
        ).data ?? {}
      }
    />
  );
}
