import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmLogin } from '@generated/hooks/auth/auth';
import { CodeScene, type LoginResult } from '@generated/models';
import { SchemaForm } from '@/forms/SchemaForm';
import { useCodeSenders } from '@/kit/code-senders/use-code-senders';
import { type LoginCheckMethod, type LoginSecondStepData, loginSecondStepForm } from '@schemas/login';
import { authErrors } from './auth-errors';
import { useFinishLogin } from './use-finish-login';

const SCENE = CodeScene.LOGIN;
const ALL_METHODS: LoginCheckMethod[] = ['google', 'sms', 'email'];

/** The method's own code field, filled as well as authCode (ConfirmLoginRequest: some backends read it). */
const METHOD_FIELD = { google: 'googleCode', sms: 'smsCode', email: 'emailCode' } as const;

export interface LoginSecondStepProps {
  step: Pick<LoginResult, 'token' | 'checkTypes'>;
  onBack: () => void;
}

/**
 * The second step of a login (spec §4, §5): the 6-digit code of a method LoginResult offered (the user
 * chooses when there are several), confirmed with the step token; then the session starts.
 */
export function LoginSecondStep({ step, onBack }: LoginSecondStepProps) {
  const { t } = useTranslation('auth');
  // A login answer that names no method offers every one; the server checks the code (contract LoginResult).
  const methods: LoginCheckMethod[] =
    step.checkTypes && step.checkTypes.length > 0 ? step.checkTypes : ALL_METHODS;
  const [method, setMethod] = useState<LoginCheckMethod>(methods[0] ?? 'google');
  const finishLogin = useFinishLogin();
  const confirm = useConfirmLogin();
  // Inside the flow a code request carries the step token, not a captcha result (contract CodeFlowToken).
  const senders = useCodeSenders(SCENE, { token: step.token });
  const form = useMemo(() => loginSecondStepForm(method), [method]);

  const submit = async ({ authCode }: LoginSecondStepData) => {
    const verifyToken = senders.emailTokens().email;
    const answer = await authErrors.guard(
      confirm.mutateAsync({
        data: {
          token: step.token,
          checkType: method,
          authCode,
          [METHOD_FIELD[method]]: authCode,
          ...(method === 'email' && verifyToken ? { verifyToken } : {}),
        },
      }),
    );
    if (!answer.data) throw new Error('confirmLogin answered SUCCESS without a token');
    await finishLogin(answer.data.token);
  };

  return (
    <Stack gap="md" data-testid="login-second-step">
      <Text size="sm">{t('secondStep.intro')}</Text>
      {methods.length > 1 && (
        <SegmentedControl
          aria-label={t('secondStep.chooseMethod')}
          value={method}
          onChange={(value) => setMethod(value as LoginCheckMethod)}
          data={methods.map((value) => ({ value, label: t(`secondStep.method.${value}`) }))}
        />
      )}
      <SchemaForm<LoginSecondStepData>
        key={method}
        form={form}
        formContext={senders.formContext}
        keepDraft={false}
        submitLabel={t('secondStep.submit')}
        onSubmit={submit}
      />
      <Button variant="subtle" onClick={onBack} style={{ alignSelf: 'flex-start' }}>
        {t('secondStep.back')}
      </Button>
    </Stack>
  );
}
