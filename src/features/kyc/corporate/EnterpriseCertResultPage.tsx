import { useTranslation } from 'react-i18next';
import { useGetCorporateKycStatus } from '@generated/hooks/kyc/kyc';
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { useSession } from '@/api/session/session-context';
import { shownCorporateStatus } from '@/kit/verification/verification-view';
import { PersonalPage } from '@/ui/PersonalPage';
import { QueryFailure } from '@/kit/query-state/QueryFailure';
import { Loading } from '@/ui/Loading';
import { Text } from '@mantine/core';
import { NO_BODY } from '../shared/use-verification';
import { CorporateStatusNotice } from './CorporateStatusNotice';

/** /personal/enterpriseCertResult: the corporate application's state (spec §2, §4), also on a phone (§1). */
export function EnterpriseCertResultPage() {
  const { t } = useTranslation('kyc');
  const query = useGetCorporateKycStatus(NO_BODY, { query: { meta: SHOWS_OWN_ERRORS } });
  const answer = query.data?.data;
  // 'completed' only for a user the header calls verified (spec §4).
  const { kyc } = useSession();
  const state = answer && { ...answer, status: shownCorporateStatus(kyc, answer.status) };
  const body = query.isError ? (
    <QueryFailure
      title={t('kyc:screen.loadFailed')}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  ) : !state ? (
    <Loading label={t('kyc:screen.loading')} />
  ) : (
    <>
      <CorporateStatusNotice status={state.status} remark={state.remark} id={state.id} />
      {state.status === 'pending' && (
        <Text size="sm">{t('corporateStatus.reviewDays', { days: state.reviewWorkingDays })}</Text>
      )}
    </>
  );
  return <PersonalPage page="enterpriseCertResult">{body}</PersonalPage>;
}
