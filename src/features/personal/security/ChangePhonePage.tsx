import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdatePhone } from '@generated/hooks/security/security';
import { CodeScene } from '@generated/models';
import { personalPath } from '@/lib/app-paths';
import { type ChangePhoneData, changePhoneFormFor } from '@schemas/auth/change-phone';
import { hasPhone } from '../shared/requirements';
import { SecurityFormScreen } from '../shared/SecurityFormScreen';
import { StateNotice } from '@/ui/StateNotice';
import { useSecurityUser } from '../shared/use-security-user';

/** /personal/changePhone: codes to the old and the new number; locks withdrawals (spec §9). */
export function ChangePhonePage() {
  const { t } = useTranslation('security');
  const { user, methods } = useSecurityUser();
  const form = useMemo(() => changePhoneFormFor(methods), [methods]);
  const change = useUpdatePhone();
  return (
    <SecurityFormScreen<ChangePhoneData>
      pageTitle="changePhone"
      blocked={
        hasPhone(user) ? undefined : (
          <StateNotice
            text={t('changePhone.noPhone')}
            link={{ label: t('changePhone.bindLink'), to: personalPath('bindPhone') }}
            testId="state-notice"
          />
        )
      }
      locksWithdrawals
      form={form}
      scene={CodeScene.CHANGE_PHONE}
      submitLabel={t('changePhone.submit')}
      savedMessage={t('changePhone.saved')}
      submit={async (data, tokens) =>
        (await change.mutateAsync({ data: { ...data, verifyToken: tokens.email } })).data ?? {}
      }
    />
  );
}
