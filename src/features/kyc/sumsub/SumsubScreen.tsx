import { Alert, Box, Button, Card, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetKycAccessToken } from '@generated/hooks/kyc/kyc';
import type { VerificationType } from '@generated/models';
import { isApiError } from '@/api/api-error';
import { describeApiError } from '@/api/describe-error';
import { getRuntimeConfig } from '@/api/runtime-config';
import type { AppPath } from '@/lib/app-paths';
import { loadCaptchaScript } from '@/lib/captcha-script';
import { PersonalPage } from '@/ui/PersonalPage';
import { StateNotice } from '@/ui/StateNotice';
import { useRefreshVerification } from '../shared/use-verification';
import { launchSumsub, SUMSUB_CONTAINER_ID } from './sumsub-sdk';

const IN_APP_FORM: Record<VerificationType, AppPath> = {
  individual: 'personal/idAuth',
  corporate: 'personal/enterpriseCert',
};

type Phase = 'idle' | 'starting' | 'running' | 'failed';

/** The answer carried no SDK token (contract KycAccessToken: optional): the SDK cannot start. */
class NoSumsubToken extends Error {}

/**
 * /personal/sumsub and /personal/entitySumsub: the Sumsub WebSDK, loaded lazily from the runtime config's
 * script URL with the backend's access token. Asking for a token starts the type (spec §4), so it waits
 * for the user's "start".
 */
export function SumsubScreen({ type, page }: { type: VerificationType; page: string }) {
  const { t, i18n } = useTranslation(['kyc', 'common']);
  const scriptUrl = getRuntimeConfig().sumsubScriptUrl;
  const tokenCall = useGetKycAccessToken();
  const refresh = useRefreshVerification();
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);

  const newToken = async () => {
    const answer = await tokenCall.mutateAsync({ data: { verificationType: type } });
    const token = answer.data?.token;
    if (!token) throw new NoSumsubToken();
    return token;
  };

  const start = async () => {
    setPhase('starting');
    setError(null);
    try {
      const token = await newToken();
      void refresh();
      await loadCaptchaScript(scriptUrl);
      setPhase('running');
      if (!launchSumsub(token, newToken, i18n.language)) throw new Error('no Sumsub SDK');
    } catch (failure) {
      setPhase('failed');
      setError(
        isApiError(failure)
          ? describeApiError(failure, (key) => t(key))
          : failure instanceof NoSumsubToken
            ? t('kyc:sumsub.noToken')
            : t('kyc:sumsub.scriptFailed'),
      );
    }
  };

  if (!scriptUrl) {
    return (
      <PersonalPage page={page}>
        <StateNotice
          testId="sumsub-not-configured"
          text={t('kyc:sumsub.notConfigured')}
          link={{ label: t(`kyc:sumsub.formLink.${type}`), to: IN_APP_FORM[type] }}
        />
      </PersonalPage>
    );
  }

  return (
    <PersonalPage page={page}>
      {phase !== 'running' && (
        <Card withBorder padding="lg" maw={640}>
          <Stack gap="md" align="flex-start">
            <Text size="sm">{t(`kyc:sumsub.intro.${type}`)}</Text>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Button onClick={() => void start()} loading={phase === 'starting'}>
              {t(phase === 'failed' ? 'common:retry' : 'kyc:sumsub.start')}
            </Button>
          </Stack>
        </Card>
      )}
      <Box id={SUMSUB_CONTAINER_ID} />
    </PersonalPage>
  );
}
