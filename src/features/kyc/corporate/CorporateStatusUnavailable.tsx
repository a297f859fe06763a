import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/ui/LoadFailure';

/**
 * The corporate application's state is missing or not one of spec §4's: said so, with a retry, never shown
 * as a guessed state (contract CorporateKycStatusInfo and CorporateKycDraft `status`).
 */
export function CorporateStatusUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('kyc');
  return (
    <LoadFailure
      data-testid="corporate-status-unavailable"
      message={t('kyc:corporateStatus.unavailable')}
      onRetry={onRetry}
    />
  );
}
