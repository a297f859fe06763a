import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VerificationType } from '@generated/models';
import { personalPath } from '@/lib/app-paths';
import { PersonalPage } from '@/ui/PersonalPage';
import { QueryFailure } from '@/kit/query-state/QueryFailure';
import { StateNotice } from '@/ui/StateNotice';
import { VERIFICATION_TYPES } from '@/kit/verification/verification-view';
import { useVerificationView } from '@/kit/verification/use-verification-view';
import { QueryState } from '@/kit/query-state/QueryState';
import { useScreenLoad } from '../shared/use-screen-load';
import { isTypeOffered, useKycConfig } from '../shared/use-kyc-config';
import { useVerificationStatus } from '../shared/use-verification';
import { TypeCard } from './TypeCard';

const START = {
  individual: personalPath('idAuth'),
  corporate: personalPath('entityVerification'),
} as const;

/** /personal/kycEnter: choose individual or corporate verification; the other is locked once one started. */
export function KycEnterPage() {
  return (
    <PersonalPage page="kycEnter">
      <KycEnter />
    </PersonalPage>
  );
}

function KycEnter() {
  const { t } = useTranslation('kyc');
  const status = useVerificationStatus();
  const overview = status.data?.data;
  const view = useVerificationView(overview);
  const config = useKycConfig();
  // Until getKycConfig answers, both types are shown; a type it turns off cannot be started.
  const offered = (type: VerificationType) => isTypeOffered(config.data?.data ?? undefined, type);

  const load = useScreenLoad();
  return (
    <QueryState query={status} data={overview} {...load}>
      {() => (
        <Stack gap="md">
          {view.approved && (
            <StateNotice
              color="green"
              text={t('enter.verified')}
              link={{ label: t('enter.centreLink'), to: personalPath('verificationCenter') }}
              testId="kyc-verified"
            />
          )}
          {config.isError && (
            <QueryFailure
              title={t('kyc:screen.loadFailed')}
              error={config.error}
              onRetry={() => void config.refetch()}
            />
          )}
          <Text>{t('enter.intro')}</Text>
          <Group align="stretch" gap="md">
            {VERIFICATION_TYPES.map((type) => {
              const state = view.statusOf[type];
              const locked = view.locked === type;
              // Spec §4: an approved user has nothing to start; anyone else may start a type unless it is locked.
              const closed = !view.approved && !offered(type);
              const title = t(`enter.${type}.title`);
              const label = t(view.startedType === type ? 'enter.continue' : 'enter.start');
              return (
                <TypeCard
                  key={type}
                  testId={`kyc-type-${type}`}
                  title={title}
                  description={t(`enter.${type}.description`)}
                  status={t(`status.${state}`)}
                  lockedReason={
                    closed ? t('enter.notOffered') : locked ? t(`enter.lockedBecause.${type}`) : undefined
                  }
                  action={
                    view.approved
                      ? null
                      : { label, name: t('enter.actionFor', { action: label, title }), to: START[type] }
                  }
                />
              );
            })}
          </Group>
        </Stack>
      )}
    </QueryState>
  );
}
