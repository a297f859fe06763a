import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useGetCorporateKycDraft } from '@generated/hooks/kyc/kyc';
import type { CorporateKycDraft, CorporateKycStep } from '@generated/models';
import { useSession } from '@/api/session/session-context';
import { shownCorporateStatus } from '@/kit/verification/verification-view';
import { useLocalizedPath } from '@/i18n/use-localized-path';
import { PersonalPage } from '@/ui/PersonalPage';
import { usePhoneWidth } from '@/ui/use-phone-width';
import { QueryState } from '@/kit/query-state/QueryState';
import { lazyPart } from '@/ui/lazy-part';
import { Loading } from '@/ui/Loading';
import { StateNotice } from '@/ui/StateNotice';
import { useScreenLoad } from '../shared/use-screen-load';
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
  const load = useScreenLoad();
  // A saved application shows its state; none (null) or one still being filled in opens the wizard.
  const answered = ({ saved }: { saved: CorporateKycDraft | null }) =>
    saved && !status ? (
      <CorporateStatusUnavailable onRetry={() => void draft.refetch()} />
    ) : saved && (status === 'pending' || status === 'refused' || status === 'completed') ? (
      <CorporateStatusNotice status={status} remark={saved.remark} id={saved.id} />
    ) : (
      <CorporateWizard
        draft={saved}
        onCreated={onCreated}
        onSubmitted={() => {
          setSubmitted(true);
          void refresh();
        }}
      />
    );
  const body = phone ? (
    // Spec §1: corporate KYC is done on a computer; the phone only shows the result.
    <StateNotice
      testId="corporate-pc-only"
      text={t('wizard.pcOnly')}
      link={{ label: t('wizard.resultLink'), to: 'personal/enterpriseCertResult' }}
    />
  ) : submitted ? (
    <CorporateStatusNotice status="pending" />
  ) : (
    // Answered once the application is there, null (nothing saved yet) included.
    <QueryState query={draft} data={application === undefined ? undefined : { saved: application }} {...load}>
      {answered}
    </QueryState>
  );
  return (
    <PersonalPage page="enterpriseCert" intro={t('wizard.intro')}>
      {body}
    </PersonalPage>
  );
}
