import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useLogin } from '@generated/hooks/user/user';
import type { LoginResult } from '@generated/models';
import { getRuntimeConfig } from '@/api/runtime-config';
import { encryptSecret } from '@/api/rsa';
import { SchemaForm } from '@/forms/SchemaForm';
import { Loading } from '@/ui/Loading';
import { type LoginFormData, loginForm } from '@schemas/login';
import { authErrors } from './auth-errors';
import { useCaptchaGate } from './use-captcha-gate';
import { useFinishLogin } from './use-finish-login';

// The second step (its code boxes and method switch) loads when a login answer asks for one (spec §4).
const LoginSecondStep = lazy(() => import('./LoginSecondStep').then((m) => ({ default: m.LoginSecondStep })));

/** The account a link fills in (register's "log in instead"): `?account=` or router state `{ account }`. */
function useInitialAccount(): string | undefined {
  const [params] = useSearchParams();
  const state = useLocation().state as { account?: unknown } | null;
  const fromState = typeof state?.account === 'string' ? state.account : undefined;
  return params.get('account') ?? fromState;
}

/** Phone-or-email and password login (spec §2 /login, §5), then the second step when one is due (§4). */
export function PasswordLogin() {
  const { t } = useTranslation('auth');
  const finishLogin = useFinishLogin();
  const captcha = useCaptchaGate();
  const initialAccount = useInitialAccount();
  const [secondStep, setSecondStep] = useState<Pick<LoginResult, 'token' | 'checkTypes'> | null>(null);
  // SchemaForm shows a failed submit's message above the form, keeping what was typed.
  const login = useLogin();

  const submit = async ({ mobileNumber, loginPword }: LoginFormData) => {
    const solved = getRuntimeConfig().loginCaptcha ? await captcha.check() : {};
    const answer = await authErrors.guard(
      login.mutateAsync({
        data: { ...solved, mobileNumber: mobileNumber.trim(), loginPword: await encryptSecret(loginPword) },
      }),
    );
    if (!answer.data) throw new Error('login answered SUCCESS without a token');
    // A step token is not a session (spec §4): the code of the second step comes first. An answer without
    // the flag still asks for it when it names methods (contract LoginResult).
    const second = answer.data.secondStepRequired ?? (answer.data.checkTypes?.length ?? 0) > 0;
    if (second) setSecondStep(answer.data);
    else await finishLogin(answer.data.token);
  };

  if (secondStep)
    return (
      <Suspense fallback={<Loading />}>
        <LoginSecondStep step={secondStep} onBack={() => setSecondStep(null)} />
      </Suspense>
    );
  return (
    <>
      <SchemaForm<LoginFormData>
        form={loginForm}
        // An account handed over by a link wins over a draft of an earlier visit.
        formData={initialAccount ? ({ mobileNumber: initialAccount } as LoginFormData) : undefined}
        keepDraft={!initialAccount}
        submitLabel={t('login.submit')}
        onSubmit={submit}
      />
      {captcha.dialog}
    </>
  );
}
