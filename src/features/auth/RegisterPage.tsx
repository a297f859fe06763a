import { Alert, Anchor, Stack, Stepper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePublicInfo } from '@/api/session/startup-data';
import { useLocalizedPath } from '@/i18n';
import { useFocusOnStepChange } from '@/ui/use-focus-on-show';
import { AuthCard } from './AuthCard';
import { type RegisterAccepted, RegisterAccountStep } from './RegisterAccountStep';
import { RegisterCodeStep } from './RegisterCodeStep';
import { RegisterPasswordStep } from './RegisterPasswordStep';
import { useFinishLogin } from './use-finish-login';

/** `sentAt`: when step 1 sent the code (its answer came), where the code step's countdown starts. */
type Step = { at: 'account' } | ({ at: 'code' | 'password'; sentAt: number } & RegisterAccepted);

/** Open an account by phone or email (spec §2 /register): account → code → password (api-family steps). */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const publicInfo = usePublicInfo();
  const finishLogin = useFinishLogin();
  const [step, setStep] = useState<Step>({ at: 'account' });
  const steps = useFocusOnStepChange<HTMLDivElement>(step.at);
  const loginLink = (
    <Anchor component={Link} to={localize('login')}>
      {t('register.toLogin')}
    </Anchor>
  );

  if (publicInfo?.registerHide || publicInfo?.registerForbidden)
    return (
      <AuthCard title={t('register.title')}>
        <Alert color="yellow" role="alert" data-testid="register-unavailable">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {publicInfo.registerHide ? t('register.notOpen') : t('errors.registerForbidden')}
            </Text>
            {loginLink}
          </Stack>
        </Alert>
      </AuthCard>
    );

  const onRegistered = async (sessionToken: string | undefined) => {
    // A backend that answers no token sends the user to log in (contract submitRegisterPassword).
    if (sessionToken) await finishLogin(sessionToken);
    else navigate(localize('login'), { replace: true });
  };

  const active = { account: 0, code: 1, password: 2 }[step.at];
  return (
    <AuthCard title={t('register.title')}>
      <Stack gap="lg" ref={steps}>
        <Stepper active={active} size="xs" allowNextStepsSelect={false}>
          <Stepper.Step label={t('register.stepAccount')} />
          <Stepper.Step label={t('register.stepCode')} />
          <Stepper.Step label={t('register.stepPassword')} />
        </Stepper>
        {step.at === 'account' && (
          <RegisterAccountStep
            onAccepted={(accepted) => setStep({ at: 'code', sentAt: Date.now(), ...accepted })}
          />
        )}
        {step.at === 'code' && (
          <RegisterCodeStep
            account={step.account}
            token={step.result.token}
            sentAt={step.sentAt}
            onChecked={() => setStep({ ...step, at: 'password' })}
          />
        )}
        {step.at === 'password' && (
          <RegisterPasswordStep
            token={step.result.token}
            inviteRequired={step.result.inviteCodeRequired}
            onRegistered={onRegistered}
          />
        )}
      </Stack>
      <Text size="sm">
        {t('register.haveAccount')} {loginLink}
      </Text>
    </AuthCard>
  );
}
