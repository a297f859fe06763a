import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetCapitalPassword, useSetCapitalPassword } from '@generated/hooks/security/security';
import { CodeScene } from '@generated/models';
import { withEncryptedSecrets } from '@/api/rsa';
import {
  type FundPasswordData,
  resetFundPasswordFormFor,
  setFundPasswordFormFor,
} from '@schemas/auth/fund-password';
import { SecurityFormScreen } from '../shared/SecurityFormScreen';
import { useSecurityUser } from '../shared/use-security-user';

/**
 * /personal/fundPassword: set a first fund password, or reset it once set (UserInfo.isCapitalPwordSet).
 * Needs KYC, a nickname and a security method (spec §6); a reset is a change, so it locks withdrawals (§9).
 */
export function FundPasswordPage() {
  const { t } = useTranslation('security');
  const { user, methods } = useSecurityUser();
  const kind = user.isCapitalPwordSet ? 'reset' : 'set';
  const form = useMemo(
    () => (kind === 'set' ? setFundPasswordFormFor(methods) : resetFundPasswordFormFor(methods)),
    [kind, methods],
  );
  const setPassword = useSetCapitalPassword();
  const resetPassword = useResetCapitalPassword();
  return (
    <SecurityFormScreen<FundPasswordData>
      // A new form (and draft) when the kind changes.
      key={kind}
      pageTitle="fundPassword"
      needs={['kyc', 'nickname', 'securityMethod']}
      locksWithdrawals={kind === 'reset'}
      form={form}
      scene={kind === 'set' ? CodeScene.SET_CAPITAL_PASSWORD : CodeScene.RESET_CAPITAL_PASSWORD}
      submitLabel={t(`fundPassword.${kind}Submit`)}
      savedMessage={t(`fundPassword.${kind}Saved`)}
      submit={async (data, tokens) => {
        // Spec §7: the fund password RSA-encrypted, as login sends the password (contract EncryptedSecret).
        const sent = { ...data, verifyToken: tokens.email };
        const body = { data: await withEncryptedSecrets(sent, ['capitalPword', 'confirmCapitalPword']) };
        if (kind === 'set') await setPassword.mutateAsync(body);
        else return (await resetPassword.mutateAsync(body)).data ?? {};
      }}
    />
  );
}
