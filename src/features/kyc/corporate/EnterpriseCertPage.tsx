import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useGetCorporateKycDraft } from '@generated/hooks/kyc/kyc';
import type { CorporateKycStep } from '@generated/models';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { useSession } from '@/api/session/session-context';
import { shownCorporateStatus } from '@/kit/verification/verification-view';
import { useLocalizedPath } from '@/i18n/use-localized-path';
import { PersonalPage } from '@/ui/PersonalPage';
import { usePhoneWidth } from '@/ui/use-phone-width';
import { QueryFailure } from '@/kit/query-state/QueryFailure';
import { lazyPart } from '@/ui/lazy-part';
import { Loading } from '@/ui/Loading';
import { StateNotice } from '@/ui/StateNotice';
import { useRefreshVerification } from '../shared/use-verification';
import { CorporateStatusNotice } from './CorporateStatusNotice';
import { CorporateStatusUnavailable } from './CorporateStatusUnavailable';
import { STEP_PARAM } from './wizard-steps';

function ScreenLoading() {
  const { t } = useTranslation('kyc');
  return <Loading label={t('kyc:screen.loading')} />;
}

// The wizard and its form engine are a chunk of their own: a phone is only told to use a computer (spec §1).
const CorporateWizard = lazyPart(
  () => import('./CorporateWizard').then((module) => module.CorporateWizard),
  ScreenLoading,
);

/** /personal/enterpriseCert/{id}: the corporate wizard, resumed from the saved application (spec §2, §4). */
export function EnterpriseCertPage() {
  const { t } = useTranslation('kyc');
  const phone = usePhoneWidth();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : undefined;
  const refresh = useRefreshVerification();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [submitted, setSubmitted] = useState(false);
  // The id this wizard just created: its address changes, but the open wizard already holds it.
  const [createdId, setCreatedId] = useState<number>();
  const draft = useGetCorporateKycDraft(id === undefined ? {} : { id }, {
    query: {
      meta: SHOWS_OWN_ERRORS,
      enabled: !phone && (id === undefined || id !== createdId),
      placeholderData: keepPreviousData,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
    },
  });
  const onCreated = (newId: number, step: CorporateKycStep) => {
    setCreatedId(newId);
    // A reload or a shared link then opens this application (spec §4 drafts).
    void navigate(`${localize(`personal/enterpriseCert/${newId}`)}?${STEP_PARAM}=${step}`, { replace: true });
  };
  const application = draft.data ? draft.data.data : undefined;
  // The saved application's state as the kit reads it: 'completed' only for an approved user (spec §4),
  // a missing or unknown state undefined.
  const { kyc } = useSession();
  const status = application ? shownCorporateStatus(kyc, application.status) : undefined;
  useEffect(() => {
    if (!phone) CorporateWizard.prefetch();
  }, [phone]);

  const body = phone ? (
    // Spec §1: corporate KYC is done on a computer; the phone only shows the result.
    <StateNotice
      testId="corporate-pc-only"
      text={t('wizard.pcOnly')}
      link={{ label: t('wizard.resultLink'), to: 'personal/enterpriseCertResult' }}
    />
  ) : submitted ? (
    <CorporateStatusNotice status="pending" />
  ) : draft.isError ? (
    <QueryFailure
      title={t('kyc:screen.loadFailed')}
      error={draft.error}
      onRetry={() => void draft.refetch()}
    />
  ) : application === undefined ? (
    <ScreenLoading />
  ) : application && !status ? (
    <CorporateStatusUnavailable onRetry={() => void draft.refetch()} />
  ) : application && (status === 'pending' || status === 'refused' || status === 'completed') ? (
    <CorporateStatusNotice status={status} remark={application.remark} id={application.id} />
  ) : (
    <CorporateWizard
      draft={application}
      onCreated={onCreated}
      onSubmitted={() => {
        setSubmitted(true);
        void refresh();
      }}
    />
  );
  return (
    <PersonalPage page="enterpriseCert" intro={t('wizard.intro')}>
      {body}
    </PersonalPage>
  );
}
