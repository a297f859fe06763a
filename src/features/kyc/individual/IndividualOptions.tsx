import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n';
import { personalPath } from '@/lib/app-paths';
import { StateNotice } from '@/ui/StateNotice';
import { QueryState } from '@/kit/query-state/QueryState';
import { useScreenLoad } from '../shared/use-screen-load';
import type { KycConfig } from '@generated/models';
import { offeredProviders, useKycConfig } from '../shared/use-kyc-config';

/** The individual verification ways getKycConfig offers: Singpass, Sumsub, the manual form (spec §3). */
export function IndividualOptions({ manualForm }: { manualForm: ReactNode }) {
  const config = useKycConfig();
  return (
    <QueryState query={config} data={config.data?.data} {...useScreenLoad()}>
      {(offer) => <Options offer={offer} manualForm={manualForm} />}
    </QueryState>
  );
}

function Options({ offer, manualForm }: { offer: KycConfig; manualForm: ReactNode }) {
  const { t } = useTranslation('kyc');
  const localize = useLocalizedPath();
  const providers = offeredProviders(offer, 'individual');
  const singPassUrl = providers.includes('singpass') ? offer.singPassAuthUrl : undefined;
  if (!singPassUrl && !providers.includes('sumsub') && !providers.includes('manual')) {
    return <StateNotice color="orange" testId="kyc-individual-closed" text={t('idAuth.notOffered')} />;
  }
  return (
    <Stack gap="md" data-testid="kyc-options">
      {(singPassUrl || providers.includes('sumsub')) && (
        <Card withBorder padding="lg" maw={640} data-testid="kyc-providers">
          <Stack gap="sm">
            <Text size="sm">{t('idAuth.providersIntro')}</Text>
            <Group gap="sm">
              {singPassUrl && (
                <Button component="a" href={singPassUrl}>
                  {t('singpass.start')}
                </Button>
              )}
              {providers.includes('sumsub') && (
                <Button component={Link} to={localize(personalPath('sumsub'))} variant="light">
                  {t('idAuth.sumsubLink')}
                </Button>
              )}
            </Group>
          </Stack>
        </Card>
      )}
      {providers.includes('manual') && manualForm}
    </Stack>
  );
}
