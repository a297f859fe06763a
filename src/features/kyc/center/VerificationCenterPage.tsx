import { Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VerificationOverview, VerificationStatus } from '@generated/models';
import { type AppPath, personalPath } from '@/lib/app-paths';
import { PersonalPage } from '@/ui/PersonalPage';
import { QueryState } from '@/kit/query-state/QueryState';
import { StateNotice } from '@/ui/StateNotice';
import { useScreenLoad } from '../shared/use-screen-load';
import { useVerificationStatus } from '../shared/use-verification';
import { StatusBadge } from '@/kit/status/StatusBadge';
import { useVerificationView } from '@/kit/verification/use-verification-view';

const UNLOCKS = ['trade', 'assets', 'withdrawals'] as const;

function nextStep(overview: VerificationOverview, status: VerificationStatus): AppPath {
  if (overview.startedType === 'corporate') return 'personal/enterpriseCertResult';
  // No started type named (null, or missing from the answer): the user chooses one first.
  if (status === 'not_verified' && !overview.startedType) return personalPath('kycEnter');
  return personalPath('idAuth');
}

/** /personal/verificationCenter: not verified, in progress or verified, and what verification unlocks. */
export function VerificationCenterPage() {
  const { t } = useTranslation('kyc');
  const query = useVerificationStatus();
  const overview = query.data?.data;
  // The user's one status is the header's (spec §4): verified only when KYC is approved.
  const view = useVerificationView(overview);
  const status = view.overall;
  return (
    <PersonalPage page="verificationCenter">
      <QueryState query={query} data={overview} {...useScreenLoad()}>
        {(overview) => (
          <>
            <Card withBorder padding="lg" maw={640}>
              <Stack gap="md" align="flex-start">
                <Group gap="sm">
                  <Title order={2} size="h4">
                    {t('center.yourStatus')}
                  </Title>
                  <StatusBadge of="verification" status={status} data-testid="verification-status" />
                </Group>
                {overview.startedType && (
                  <Text size="sm">{t(`center.startedType.${overview.startedType}`)}</Text>
                )}
                <Text size="sm">{t(`center.explain.${status}`)}</Text>
                <Title order={3} size="h5">
                  {t('center.unlocksTitle')}
                </Title>
                <List size="sm">
                  {UNLOCKS.map((item) => (
                    <List.Item key={item}>{t(`center.unlocks.${item}`)}</List.Item>
                  ))}
                </List>
              </Stack>
            </Card>
            {status !== 'verified' && (
              <StateNotice
                text={t(`center.next.${status}`)}
                link={{ label: t(`center.nextLink.${status}`), to: nextStep(overview, status) }}
              />
            )}
          </>
        )}
      </QueryState>
    </PersonalPage>
  );
}
