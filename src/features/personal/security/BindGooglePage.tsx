import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBindGoogle, useGetGoogleAuthSetup } from '@generated/hooks/security/security';
import { CodeScene } from '@generated/models';
import { withEncryptedSecrets } from '@/api/rsa';
import { personalPath } from '@/lib/app-paths';
import { type BindGoogleData, bindGoogleFormFor } from '@schemas/auth/bind-google';
import { QueryState } from '@/kit/query-state/QueryState';
import { googleOn, missingRequirements, type Requirement } from '../shared/requirements';
import { SecurityFormScreen } from '../shared/SecurityFormScreen';
import { StateNotice } from '@/ui/StateNotice';
import { useSecurityUser } from '../shared/use-security-user';
import { GoogleSecretPanel } from './GoogleSecretPanel';

// Spec §5: Google binding requires real-name verification and a nickname.
const NEEDS: readonly Requirement[] = ['kyc', 'nickname'];

/** /personal/bindGoogle: the QR code and secret of a new authenticator, its first code, the password. */
export function BindGooglePage() {
  const { t } = useTranslation('security');
  const { user, methods } = useSecurityUser();
  const bound = googleOn(user);
  const mayBind = !bound && missingRequirements(user, NEEDS).length === 0;
  // One secret per visit: never refetched while the user copies it into the authenticator.
  const setup = useGetGoogleAuthSetup(
    {},
    {
      query: {
        enabled: mayBind,
        staleTime: Infinity,
        gcTime: 0,
        refetchOnWindowFocus: false,
        retry: false,
      },
    },
  );
  const form = useMemo(() => bindGoogleFormFor(methods), [methods]);
  const bind = useBindGoogle();
  const setting = setup.data?.data ?? undefined;

  const blocked = bound ? (
    <StateNotice
      text={t('bindGoogle.alreadyBound')}
      link={{ label: t('bindGoogle.closeLink'), to: personalPath('closeGoogle') }}
      testId="state-notice"
    />
  ) : setup.isError || !setting ? (
    // Until the new secret is there: its failure with Retry, or the loader; then the form.
    <QueryState
      query={setup}
      data={setting}
      failedTitle={t('bindGoogle.setupFailed')}
      loadingLabel={t('bindGoogle.loading')}
    >
      {() => null}
    </QueryState>
  ) : undefined;

  return (
    <SecurityFormScreen<BindGoogleData>
      key={setting?.googleKey ?? 'loading'}
      pageTitle="bindGoogle"
      needs={bound ? [] : NEEDS}
      blocked={blocked}
      form={form}
      formData={setting ? { googleKey: setting.googleKey } : undefined}
      before={setting && <GoogleSecretPanel setting={setting} />}
      scene={CodeScene.BIND_GOOGLE}
      submitLabel={t('bindGoogle.submit')}
      savedMessage={t('bindGoogle.saved')}
      submit={async (data, tokens) => {
        // Spec §7: the login password RSA-encrypted, as login sends it (contract EncryptedSecret).
        const body = await withEncryptedSecrets({ ...data, verifyToken: tokens.email }, ['loginPwd']);
        await bind.mutateAsync({ data: body });
      }}
    />
  );
}
