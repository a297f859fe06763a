import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnbindGoogle } from '@generated/hooks/security/security';
import { CodeScene } from '@generated/models';
import { personalPath } from '@/lib/app-paths';
import { type CloseGoogleData, closeGoogleFormFor } from '@schemas/auth/close-google';
import { googleOn } from '../shared/requirements';
import { SecurityFormScreen } from '../shared/SecurityFormScreen';
import { StateNotice } from '@/ui/StateNotice';
import { useSecurityUser } from '../shared/use-security-user';

/** /personal/closeGoogle: Google can be turned off only while a phone is bound (spec §5). */
export function CloseGooglePage() {
  const { t } = useTranslation('security');
  const { user, methods } = useSecurityUser();
  const form = useMemo(() => closeGoogleFormFor(methods), [methods]);
  const unbind = useUnbindGoogle();
  const bound = googleOn(user);
  return (
    <SecurityFormScreen<CloseGoogleData>
      pageTitle="closeGoogle"
      needs={bound ? ['phone'] : []}
      blocked={
        bound ? undefined : (
          <StateNotice
            text={t('closeGoogle.notBound')}
            link={{ label: t('closeGoogle.bindLink'), to: personalPath('bindGoogle') }}
            testId="state-notice"
          />
        )
      }
      form={form}
      scene={CodeScene.UNBIND_GOOGLE}
      submitLabel={t('closeGoogle.submit')}
      savedMessage={t('closeGoogle.saved')}
      submit={async (data, tokens) => {
        await unbind.mutateAsync({ data: { ...data, verifyToken: tokens.email } });
      }}
    />
  );
}
