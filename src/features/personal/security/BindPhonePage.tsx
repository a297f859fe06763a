import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBindPhone } from '@generated/hooks/security/security';
import { CodeScene } from '@generated/models';
import { personalPath } from '@/lib/app-paths';
import { type BindPhoneData, bindPhoneFormFor } from '@schemas/auth/bind-phone';
import { hasPhone } from '../shared/requirements';
import { SecurityFormScreen } from '../shared/SecurityFormScreen';
import { StateNotice } from '@/ui/StateNotice';
import { useSecurityUser } from '../shared/use-security-user';

/** /personal/bindPhone: a first phone with the code sent to it (binding does not lock withdrawals, §9). */
export function BindPhonePage() {
  const { t } = useTranslation('security');
  const { user, methods } = useSecurityUser();
  const form = useMemo(() => bindPhoneFormFor(methods), [methods]);
  const bind = useBindPhone();
  return (
    <SecurityFormScreen<BindPhoneData>
      pageTitle="bindPhone"
      blocked={
        hasPhone(user) ? (
          <StateNotice
            text={t('bindPhone.alreadyBound')}
            link={{ label: t('bindPhone.changeLink'), to: personalPath('changePhone') }}
            testId="state-notice"
          />
        ) : undefined
      }
      form={form}
      scene={CodeScene.BIND_PHONE}
      submitLabel={t('bindPhone.submit')}
      savedMessage={t('bindPhone.saved')}
      submit={async (data, tokens) => {
        await bind.mutateAsync({ data: { ...data, verifyToken: tokens.email } });
      }}
    />
  );
}
