import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateEmail } from '@generated/hooks/security/security';
import { CodeScene } from '@generated/models';
import { personalPath } from '@/lib/app-paths';
import { type ChangeEmailData, changeEmailFormFor } from '@schemas/auth/change-email';
import { SecurityFormScreen } from '../shared/SecurityFormScreen';
import { StateNotice } from '@/ui/StateNotice';
import { useSecurityUser } from '../shared/use-security-user';

/** /personal/changeEmail: codes to the old and the new address; locks withdrawals (spec §9). */
export function ChangeEmailPage() {
  const { t } = useTranslation('security');
  const { user, methods } = useSecurityUser();
  const form = useMemo(() => changeEmailFormFor(methods), [methods]);
  const change = useUpdateEmail();
  return (
    <SecurityFormScreen<ChangeEmailData>
      pageTitle="changeEmail"
      blocked={
        user.email ? undefined : (
          <StateNotice
            text={t('changeEmail.noEmail')}
            link={{ label: t('changeEmail.bindLink'), to: personalPath('bindEmail') }}
            testId="state-notice"
          />
        )
      }
      locksWithdrawals
      form={form}
      scene={CodeScene.CHANGE_EMAIL}
      submitLabel={t('changeEmail.submit')}
      savedMessage={t('changeEmail.saved')}
      submit={async (data, tokens) =>
        (
          await change.mutateAsync({
            data: { ...data, oldVerifyToken: tokens.email, newVerifyToken: tokens.newEmail },
          })
        ).data ?? {}
      }
    />
  );
}
