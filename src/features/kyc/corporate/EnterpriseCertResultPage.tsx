import { useTranslation } from 'react-i18next';
import { useGetCorporateKycStatus } from '@generated/hooks/kyc/kyc';
import { useSession } from '@/api/session/session-context';
import { shownCorporateStatus } from '@/kit/verification/verification-view';
import { PersonalPage } from '@/ui/PersonalPage';
import { QueryState } from '@/kit/query-state/QueryState';
import { Text } from '@mantine/core';
import { useScreenLoad } from '../shared/use-screen-load';
import { NO_BODY } from '../shared/use-verification';
import { CorporateStatusNotice } from './CorporateStatusNotice';
import { CorporateStatusUnavailable } from './CorporateStatusUnavailable';

/** Spec §9 "Corporate review 15 working days": quoted when the answer does not give the figure. */
const CORPORATE_REVIEW_WORKING_DAYS = 15;

/** /personal/enterpriseCertResult: the corporate application's state (spec §2, §4), also on a phone (§1). */
export function EnterpriseCertResultPage() {
  const { t } = useTranslation('kyc');
  const query = useGetCorporateKycStatus(NO_BODY);
  const answer = query.data?.data;
  // 'completed' only for a user the header calls verified (spec §4); a missing state is never guessed.
  const { kyc } = useSession();
  const status = answer ? shownCorporateStatus(kyc, answer.status) : undefined;
  return (
    <PersonalPage page="enterpriseCertResult">
      <QueryState query={query} data={answer} {...useScreenLoad()}>
        {(answer) =>
          !status ? (
            <CorporateStatusUnavailable onRetry={() => void query.refetch()} />
          ) : (
            <>
              <CorporateStatusNotice status={status} remark={answer.remark} id={answer.id} />
              {status === 'pending' && (
                <Text size="sm">
                  {t('corporateStatus.reviewDays', {
                    days: answer.reviewWorkingDays ?? CORPORATE_REVIEW_WORKING_DAYS,
                  })}
                </Text>
              )}
            </>
          )
        }
      </QueryState>
    </PersonalPage>
  );
}
