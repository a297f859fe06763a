import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSubmitIndividualKyc } from '@generated/hooks/kyc/kyc';
import type { IndividualKycResult, KycStatus } from '@generated/models';
import { useSession } from '@/api/session/session-context';
import type { IndividualKycFormData } from '@schemas/kyc/individual-kyc';
import { useRefreshVerification, useVerificationStatus } from '../shared/use-verification';

/** What /personal/idAuth shows (spec §3, §4): one state at a time. */
export type IdAuthScreen =
  | { kind: 'notLoaded' }
  | { kind: 'corporateStarted' }
  | { kind: 'pending' }
  | { kind: 'approved' }
  | { kind: 'rejected'; remark?: string }
  /** Singpass sent the user back with ?code=&state= (getKycConfig singPassAuthUrl). */
  | { kind: 'singpassReturn'; code: string; state: string }
  | { kind: 'options' };

/** The individual KYC screen's data: the overview, the submitted answer, the Singpass return and its calls. */
export function useIdAuth() {
  const status = useVerificationStatus();
  const refresh = useRefreshVerification();
  const submit = useSubmitIndividualKyc();
  const [submitted, setSubmitted] = useState<IndividualKycResult | null>(null);
  const [resubmitting, setResubmitting] = useState(false);
  const [params, setParams] = useSearchParams();
  const overview = status.data?.data;
  // The header's KYC status (spec §4), not the overview's copy of it: the two screens must agree.
  const { kyc } = useSession();
  const singpassCode = params.get('code');
  const singpassState = params.get('state');

  const showSubmitted = (result: IndividualKycResult | null) => {
    setSubmitted(result);
    setResubmitting(false);
    void refresh();
  };
  const leaveSingpassReturn = () => setParams({}, { replace: true });

  const byKyc = (kyc: KycStatus): IdAuthScreen => {
    if (kyc === 'pending') return { kind: 'pending' };
    if (kyc === 'approved') return { kind: 'approved' };
    if (kyc === 'rejected' && !resubmitting) return { kind: 'rejected', remark: overview?.remark };
    if (singpassCode && singpassState)
      return { kind: 'singpassReturn', code: singpassCode, state: singpassState };
    return { kind: 'options' };
  };
  const byOverview = (): IdAuthScreen => {
    if (status.isError || !overview) return { kind: 'notLoaded' };
    // Verified by either type is verified here too (spec §4), as the header says.
    if (kyc === 'approved') return { kind: 'approved' };
    if (overview.startedType === 'corporate') return { kind: 'corporateStarted' };
    return byKyc(kyc);
  };

  return {
    status,
    // The submitted answer speaks for itself until the overview is read again.
    screen: submitted ? byKyc(submitted.kyc) : byOverview(),
    resubmit: () => setResubmitting(true),
    submitManual: async (data: IndividualKycFormData) => {
      const answer = await submit.mutateAsync({ data });
      showSubmitted(answer.data ?? null);
    },
    singpassSubmitted: (result: IndividualKycResult | null) => {
      showSubmitted(result);
      leaveSingpassReturn();
    },
    leaveSingpassReturn,
  };
}
