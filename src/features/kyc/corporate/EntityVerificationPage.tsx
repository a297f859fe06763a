import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetMyInfoEnterpriseConfig } from '@generated/hooks/kyc/kyc';
import type { MyInfoEnterpriseConfig } from '@generated/models';
import { useLocalizedPath } from '@/i18n';
import { PersonalPage } from '@/ui/PersonalPage';
import { QueryState } from '@/kit/query-state/QueryState';
import { StateNotice } from '@/ui/StateNotice';
import { useScreenLoad } from '../shared/use-screen-load';
import { NO_BODY, useVerificationStatus } from '../shared/use-verification';
import { useVerificationView } from '@/kit/verification/use-verification-view';

/** The Corppass (Myinfo business) authorise URL of the configuration (getMyInfoEnterpriseConfig). */
function corppassUrl(config: MyInfoEnterpriseConfig): string | undefined {
  if (!config.enabled || !config.authApiUrl) return undefined;
  const url = new URL(config.authApiUrl);
  const params: Record<string, string | undefined> = {
    client_id: config.clientId,
    attributes: config.attributes,
    purpose: config.purpose,
    state: config.state,
    redirect_uri: config.redirectUrl,
  };
  for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
  return url.toString();
}

/** /personal/entityVerification: the corporate entry: Myinfo business when offered, else the wizard. */
export function EntityVerificationPage() {
  const { t } = useTranslation('kyc');
  const localize = useLocalizedPath();
  const status = useVerificationStatus();
  const config = useGetMyInfoEnterpriseConfig(NO_BODY);
  const overview = status.data?.data;
  const view = useVerificationView(overview);
  const setting = config.data?.data;

  const load = useScreenLoad();
  const answered = overview && setting ? { overview, setting } : undefined;
  const body = ({ overview, setting }: NonNullable<typeof answered>) =>
    overview.startedType === 'individual' ? (
      <StateNotice
        color="orange"
        testId="kyc-type-locked"
        text={t('enter.lockedBecause.corporate')}
        link={{ label: t('entity.individualLink'), to: 'personal/idAuth' }}
      />
    ) : view.statusOf.corporate !== 'not_verified' ? (
      <StateNotice
        testId="corporate-started"
        text={t(`entity.started.${view.statusOf.corporate}`)}
        link={{ label: t('entity.resultLink'), to: 'personal/enterpriseCertResult' }}
      />
    ) : (
      <Card withBorder padding="lg" maw={640}>
        <Stack gap="md" align="flex-start">
          <Text size="sm">{t('entity.intro')}</Text>
          <Group>
            {corppassUrl(setting) && (
              <Button component="a" href={corppassUrl(setting)} data-testid="corppass-start">
                {t('entity.corppass')}
              </Button>
            )}
            <Button
              component={Link}
              to={localize('personal/enterpriseCert')}
              variant={corppassUrl(setting) ? 'default' : 'filled'}
            >
              {t('entity.wizard')}
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  return (
    <PersonalPage page="entityVerification">
      <QueryState query={[status, config]} data={answered} {...load}>
        {body}
      </QueryState>
    </PersonalPage>
  );
}
