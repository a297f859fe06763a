import type { VerificationOverview } from '@generated/models';
import { useSession } from '@/api/session/session-context';
import { type VerificationView, verificationView } from './verification-view';

/** The session's KYC status (what the header shows) with the overview's detail: see `verificationView`. */
export function useVerificationView(overview: VerificationOverview | undefined): VerificationView {
  const { kyc } = useSession();
  return verificationView(kyc, overview);
}
