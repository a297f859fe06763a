import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBindEmail } from '@generated/hooks/security/security';
import { CodeScene } from '@generated/models';
import { personalPath } from '@/lib/app-paths';
import { type BindEmailData, bindEmailFormFor } from '@schemas/auth/bind-email';
import { SecurityFormScreen } from '../shared/SecurityFormScreen';
import { StateNotice } from '@/ui/StateNotice';
import { useSecurityUser } from '../shared/use-security-user';

/** /personal/bindEmail: a first email with the code sent to it (binding does not lock withdrawals, §9). */
export function BindEmailPage() {
  const { t } = useTranslation('security');
  const { user, methods } = useSecurityUser();
  const form = useMemo(() => bindEmailFormFor(methods), [methods]);
  const bind = useBindEmail();
  return (
    <SecurityFormScreen<BindEmailData>
      pageTitle="bindEmail"
      blocked={
        user.email ? (
          <StateNotice
            text={t('bindEmail.alreadyBound')}
            link={{ label: t('bindEmail.changeLink'), to: personalPath('changeEmail') }}
            testId="state-notice"
          />
        ) : undefined
      }
      form={form}
      scene={CodeScene.BIND_EMAIL}
      submitLabel={t('bindEmail.submit')}
      savedMessage={t('bindEmail.saved')}
      submit={async (data, tokens) => {
        await bind.mutateAsync({ data: { ...data, verifyToken: tokens.newEmail } });
      }}
    />
  );
}
