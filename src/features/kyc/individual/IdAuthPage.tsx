import { Button, Card, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSubmitIndividualKyc } from '@generated/hooks/kyc/kyc';
import type { IndividualKycResult, KycStatus } from '@generated/models';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { SchemaForm } from '@/forms/SchemaForm';
import { personalPath } from '@/lib/app-paths';
import { type IndividualKycFormData, individualKycForm } from '@schemas/kyc/individual-kyc';
import { PersonalPage } from '@/ui/PersonalPage';
import { QueryFailure } from '@/kit/query-state/QueryFailure';
import { Loading } from '@/ui/Loading';
import { Notice } from '../shared/Notice';
import { useRefreshVerification, useVerificationStatus } from '../shared/use-verification';
import { IndividualOptions } from './IndividualOptions';
import { SingpassReturn } from './SingpassReturn';

/** /personal/idAuth: the individual KYC form and its statuses (spec §3, §4 pending/approved/rejected/unknown). */
export function IdAuthPage() {
  const { t } = useTranslation('kyc');
  const status = useVerificationStatus();
  const refresh = useRefreshVerification();
  const submit = useSubmitIndividualKyc({ mutation: { meta: SHOWS_OWN_ERRORS } });
  const [submitted, setSubmitted] = useState<IndividualKycResult | null>(null);
  const [resubmitting, setResubmitting] = useState(false);
  const overview = status.data?.data;
  const [params, setParams] = useSearchParams();
  const singPassCode = params.get('code');
  const singPassState = params.get('state');

  const showSubmitted = (result: IndividualKycResult | null) => {
    setSubmitted(result);
    setResubmitting(false);
    void refresh();
  };

  const onSubmit = async (data: IndividualKycFormData) => {
    const answer = await submit.mutateAsync({ data });
    showSubmitted(answer.data ?? null);
  };

  const manualForm = (
    <Card withBorder padding="lg" maw={640}>
      <Stack gap="md">
        <Text size="sm">{t('idAuth.reviewTime')}</Text>
        <SchemaForm<IndividualKycFormData>
          id={individualKycForm.id}
          schema={individualKycForm.schema}
          uiSchema={individualKycForm.uiSchema}
          submitLabel={t('idAuth.submit')}
          onSubmit={onSubmit}
        />
      </Stack>
    </Card>
  );

  // Singpass sends the user back here with ?code=&state= (getKycConfig singPassAuthUrl).
  const form =
    singPassCode && singPassState ? (
      <SingpassReturn
        code={singPassCode}
        state={singPassState}
        onSubmitted={(result) => {
          showSubmitted(result);
          setParams({}, { replace: true });
        }}
        onStartAgain={() => setParams({}, { replace: true })}
      />
    ) : (
      <IndividualOptions manualForm={manualForm} />
    );

  const kycState = (kyc: KycStatus) => {
    if (kyc === 'pending') {
      return <Notice testId="kyc-pending" title={t('idAuth.pendingTitle')} text={t('idAuth.pending')} />;
    }
    if (kyc === 'approved') {
      return (
        <Notice
          color="green"
          testId="kyc-approved"
          title={t('idAuth.approvedTitle')}
          text={t('idAuth.approved')}
          link={{ label: t('enter.centreLink'), to: personalPath('verificationCenter') }}
        />
      );
    }
    if (kyc === 'rejected' && !resubmitting) {
      return (
        <Notice
          color="red"
          testId="kyc-rejected"
          title={t('idAuth.rejectedTitle')}
          text={t('idAuth.rejected')}
        >
          {overview?.remark && <Text size="sm">{t('idAuth.reason', { reason: overview.remark })}</Text>}
          <Button size="xs" onClick={() => setResubmitting(true)}>
            {t('idAuth.resubmit')}
          </Button>
        </Notice>
      );
    }
    return form;
  };

  const body = submitted ? (
    kycState(submitted.kyc)
  ) : status.isError ? (
    <QueryFailure
      title={t('kyc:screen.loadFailed')}
      error={status.error}
      onRetry={() => void status.refetch()}
    />
  ) : !overview ? (
    <Loading label={t('kyc:screen.loading')} />
  ) : overview.startedType === 'corporate' ? (
    <Notice
      color="orange"
      testId="kyc-type-locked"
      text={t('enter.lockedBecause.individual')}
      link={{ label: t('idAuth.corporateLink'), to: personalPath('entityVerification') }}
    />
  ) : (
    kycState(overview.kyc)
  );
  return <PersonalPage page="idAuth">{body}</PersonalPage>;
}
