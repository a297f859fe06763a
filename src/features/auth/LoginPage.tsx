import { Alert, Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLogin } from '@generated/hooks/user/user';
import { ApiError } from '@/api/api-error';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { encryptSecret } from '@/api/rsa';
import { useSession } from '@/api/session/session-context';
import { usePublicInfo } from '@/api/session/startup-data';
import { SchemaForm } from '@/forms/SchemaForm';
import { useLocalizedPath } from '@/i18n';
import { type LoginFormData, loginSchema, loginUiSchema } from '@schemas/login';
import { safeRedirect } from './safe-redirect';

const SECOND_STEP_DUE = 'SECOND_STEP_DUE';

/** Log in with a phone number or email and a password (spec §2 /login, §5). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { startSession } = useSession();
  const publicInfo = usePublicInfo();
  // SchemaForm shows a failed submit's message above the form, keeping what was typed.
  const login = useLogin({ mutation: { meta: SHOWS_OWN_ERRORS } });

  const submit = async ({ mobileNumber, loginPword }: LoginFormData) => {
    const answer = await login.mutateAsync({
      data: { mobileNumber: mobileNumber.trim(), loginPword: encryptSecret(loginPword) },
    });
    if (!answer.data) throw new Error('login answered SUCCESS without a token');
    // A step token is not a session (spec §4): the second step through confirmLogin comes with issue 10.
    if (answer.data.secondStepRequired)
      throw new ApiError(SECOND_STEP_DUE, t('login.secondStepUnavailable'), 200);
    await startSession(answer.data.token);
    navigate(safeRedirect(params.get('redirect'), localize('')), { replace: true });
  };

  return (
    <Group justify="center" py="xl">
      <Card withBorder shadow="sm" padding="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Title order={1} size="h2">
            {t('login.title')}
          </Title>
          {publicInfo?.loginForbidden ? (
            <Alert color="red" role="alert">
              {t('login.forbidden')}
            </Alert>
          ) : (
            <SchemaForm<LoginFormData>
              id="login"
              schema={loginSchema}
              uiSchema={loginUiSchema}
              submitLabel={t('login.submit')}
              onSubmit={submit}
            />
          )}
          <Group justify="space-between">
            <Anchor component={Link} to={localize('resetPass')} size="sm">
              {t('login.forgot')}
            </Anchor>
            {!publicInfo?.registerHide && (
              <Text size="sm">
                {t('login.noAccount')}{' '}
                <Anchor component={Link} to={localize('register')}>
                  {t('login.register')}
                </Anchor>
              </Text>
            )}
          </Group>
        </Stack>
      </Card>
    </Group>
  );
}
