import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubmitRegisterAccount } from '@generated/hooks/auth/auth';
import type { RegisterAccountResult } from '@generated/models';
import { isApiError } from '@/api/api-error';
import { SchemaForm } from '@/forms/SchemaForm';
import { useLocalizedPath } from '@/i18n';
import {
  type RegisterEmailData,
  type RegisterPhoneData,
  registerEmailForm,
  registerPhoneForm,
} from '@schemas/auth/register-account';
import { withCallingCode } from '@schemas/auth/shared-fields';
import { AccountKindSwitch } from './AccountKindSwitch';
import { ACCOUNT_ALREADY_REGISTERED, authErrors } from './auth-errors';
import { type AccountKind, accountText, type FlowAccount } from './flow-account';
import { useCaptchaGate } from './use-captcha-gate';

export interface RegisterAccepted {
  account: FlowAccount;
  result: RegisterAccountResult;
}

/** Register step 1 (spec §2, §5): the account by email or phone, the security check, then the code is sent. */
export function RegisterAccountStep({ onAccepted }: { onAccepted: (accepted: RegisterAccepted) => void }) {
  const { t } = useTranslation('auth');
  const localize = useLocalizedPath();
  const [kind, setKind] = useState<AccountKind>('email');
  const [registered, setRegistered] = useState<string | null>(null);
  const captcha = useCaptchaGate();
  const submitAccount = useSubmitRegisterAccount();

  const submit = async (account: FlowAccount) => {
    setRegistered(null);
    const solved = await captcha.check();
    const fields =
      account.kind === 'email'
        ? { email: account.email }
        : { countryCode: account.countryCode, mobileNumber: account.mobileNumber };
    try {
      const answer = await submitAccount.mutateAsync({ data: { ...solved, ...fields } });
      // The family's user/register answers no field: the steps then go on without a token.
      onAccepted({ account, result: answer.data ?? {} });
    } catch (error) {
      // Spec §8: an account already registered is offered a direct login with it filled in.
      if (isApiError(error) && error.code === ACCOUNT_ALREADY_REGISTERED) setRegistered(accountText(account));
      throw authErrors.translate(error);
    }
  };

  return (
    <Stack gap="md">
      <AccountKindSwitch value={kind} onChange={setKind} />
      {kind === 'email' ? (
        <SchemaForm<RegisterEmailData>
          key="email"
          form={registerEmailForm}
          submitLabel={t('register.next')}
          onSubmit={({ email }) => submit({ kind: 'email', email: email.trim() })}
        />
      ) : (
        <SchemaForm<RegisterPhoneData>
          key="phone"
          form={registerPhoneForm}
          submitLabel={t('register.next')}
          onSubmit={(data) => submit({ kind: 'phone', ...withCallingCode(data) })}
        />
      )}
      {registered && (
        <Alert color="blue" data-testid="already-registered">
          <Text size="sm">
            {t('register.alreadyRegistered')}{' '}
            <Anchor component={Link} to={`${localize('login')}?account=${encodeURIComponent(registered)}`}>
              {t('register.logInInstead')}
            </Anchor>
          </Text>
        </Alert>
      )}
      {captcha.dialog}
    </Stack>
  );
}
