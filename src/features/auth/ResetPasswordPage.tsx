import { Alert, Anchor, Stack, Stepper, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n';
import { useFocusOnShow, useFocusOnStepChange } from '@/ui/use-focus-on-show';
import { AuthCard } from './AuthCard';
import type { FlowAccount } from './flow-account';
import { ResetAccountStep } from './ResetAccountStep';
import { type IdentityChecks, ResetCodeStep } from './ResetCodeStep';
import { ResetIdentityStep } from './ResetIdentityStep';
import { ResetPasswordStep } from './ResetPasswordStep';

type Step =
  | { at: 'account' }
  | { at: 'code'; account: FlowAccount; token: string; sentAt: number }
  | { at: 'identity'; token: string; checks: IdentityChecks }
  | { at: 'password'; token: string }
  | { at: 'done'; lockHours: number };

const STEP_INDEX = { account: 0, code: 1, identity: 2, password: 3, done: 4 } as const;

/** Reset the login password by phone or email (spec §2 /resetPass): account → code → identity → password. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const localize = useLocalizedPath();
  const [step, setStep] = useState<Step>({ at: 'account' });
  // Each new step takes the focus (its stepper button), as register's do (WCAG 2.4.3); the end, the notice.
  const steps = useFocusOnStepChange<HTMLDivElement>(step.at);
  const loginLink = (
    <Anchor component={Link} to={localize('login')}>
      {t('resetPassword.toLogin')}
    </Anchor>
  );

  return (
    <AuthCard title={t('resetPassword.title')}>
      <Stack gap="lg" ref={steps}>
        <Stepper active={STEP_INDEX[step.at]} size="xs" allowNextStepsSelect={false}>
          <Stepper.Step label={t('resetPassword.stepAccount')} />
          <Stepper.Step label={t('resetPassword.stepCode')} />
          <Stepper.Step label={t('resetPassword.stepIdentity')} />
          <Stepper.Step label={t('resetPassword.stepPassword')} />
        </Stepper>
        {step.at === 'account' && (
          <ResetAccountStep
            onAccepted={(account, token) => setStep({ at: 'code', account, token, sentAt: Date.now() })}
          />
        )}
        {step.at === 'code' && (
          <ResetCodeStep
            account={step.account}
            token={step.token}
            sentAt={step.sentAt}
            onChecked={({ token, checks }) =>
              setStep(checks ? { at: 'identity', token, checks } : { at: 'password', token })
            }
          />
        )}
        {step.at === 'identity' && (
          <ResetIdentityStep
            token={step.token}
            checks={step.checks}
            onChecked={(token) => setStep({ at: 'password', token })}
          />
        )}
        {step.at === 'password' && (
          <ResetPasswordStep token={step.token} onReset={(lockHours) => setStep({ at: 'done', lockHours })} />
        )}
      </Stack>
      {step.at === 'done' ? (
        <ResetDone lockHours={step.lockHours} loginLink={loginLink} />
      ) : (
        <Text size="sm">{loginLink}</Text>
      )}
    </AuthCard>
  );
}

/** The password is reset: the notice takes the focus, since the step that had it is gone (WCAG 2.4.3). */
function ResetDone({ lockHours, loginLink }: { lockHours: number; loginLink: ReactNode }) {
  const { t } = useTranslation('auth');
  const notice = useFocusOnShow<HTMLDivElement>();
  return (
    <Alert
      ref={notice}
      tabIndex={-1}
      color="green"
      role="status"
      title={t('resetPassword.doneTitle')}
      data-testid="reset-done"
    >
      <Stack gap="xs" align="flex-start">
        {lockHours > 0 && <Text size="sm">{t('resetPassword.doneLocked', { hours: lockHours })}</Text>}
        {loginLink}
      </Stack>
    </Alert>
  );
}
