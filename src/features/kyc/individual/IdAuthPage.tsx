import { Button, Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/forms/SchemaForm';
import { personalPath } from '@/lib/app-paths';
import { type IndividualKycFormData, individualKycForm } from '@schemas/kyc/individual-kyc';
import { PersonalPage } from '@/ui/PersonalPage';
import { StateNotice } from '@/ui/StateNotice';
import { QueryState } from '@/kit/query-state/QueryState';
import { useScreenLoad } from '../shared/use-screen-load';
import { IndividualOptions } from './IndividualOptions';
import { SingpassReturn } from './SingpassReturn';
import { useIdAuth } from './use-id-auth';

/** /personal/idAuth: the individual KYC form and its statuses (spec §3, §4 pending/approved/rejected/unknown). */
export function IdAuthPage() {
  return (
    <PersonalPage page="idAuth">
      <IdAuth />
    </PersonalPage>
  );
}

function IdAuth() {
  const { t } = useTranslation('kyc');
  const { status, screen, resubmit, submitManual, singpassSubmitted, leaveSingpassReturn } = useIdAuth();
  const load = useScreenLoad();
  switch (screen.kind) {
    case 'notLoaded':
      // No status to show yet: its failure with Retry, or the loader.
      return (
        <QueryState query={status} data={undefined} {...load}>
          {() => null}
        </QueryState>
      );
    case 'corporateStarted':
      return (
        <StateNotice
          color="orange"
          testId="kyc-type-locked"
          text={t('enter.lockedBecause.individual')}
          link={{ label: t('idAuth.corporateLink'), to: personalPath('entityVerification') }}
        />
      );
    case 'pending':
      return <StateNotice testId="kyc-pending" title={t('idAuth.pendingTitle')} text={t('idAuth.pending')} />;
    case 'approved':
      return (
        <StateNotice
          color="green"
          testId="kyc-approved"
          title={t('idAuth.approvedTitle')}
          text={t('idAuth.approved')}
          link={{ label: t('enter.centreLink'), to: personalPath('verificationCenter') }}
        />
      );
    case 'rejected':
      return (
        <StateNotice
          color="red"
          testId="kyc-rejected"
          title={t('idAuth.rejectedTitle')}
          text={t('idAuth.rejected')}
        >
          {screen.remark && <Text size="sm">{t('idAuth.reason', { reason: screen.remark })}</Text>}
          <Button size="xs" onClick={resubmit}>
            {t('idAuth.resubmit')}
          </Button>
        </StateNotice>
      );
    case 'singpassReturn':
      return (
        <SingpassReturn
          code={screen.code}
          state={screen.state}
          onSubmitted={singpassSubmitted}
          onStartAgain={leaveSingpassReturn}
        />
      );
    case 'options':
      return <IndividualOptions manualForm={<ManualForm onSubmit={submitManual} />} />;
  }
}

function ManualForm({ onSubmit }: { onSubmit: (data: IndividualKycFormData) => Promise<void> }) {
  const { t } = useTranslation('kyc');
  return (
    <Card withBorder padding="lg" maw={640}>
      <Stack gap="md">
        <Text size="sm">{t('idAuth.reviewTime')}</Text>
        <SchemaForm<IndividualKycFormData>
          form={individualKycForm}
          submitLabel={t('idAuth.submit')}
          onSubmit={onSubmit}
        />
      </Stack>
    </Card>
  );
}
