import { useTranslation } from 'react-i18next';

/** The verification screens' words for the kit's QueryState: their loader's name and failure title (spec §8). */
export function useScreenLoad() {
  const { t } = useTranslation('kyc');
  return { failedTitle: t('kyc:screen.loadFailed'), loadingLabel: t('kyc:screen.loading') };
}
