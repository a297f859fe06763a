import { createContext, useContext } from 'react';
import type { KycStatus, UserInfo } from '@generated/models';

export interface SessionSnapshot {
  isLogin: boolean;
  userInfoIsReady: boolean;
  kycApproved: boolean;
}

export interface Session extends SessionSnapshot {
  user: UserInfo | null;
  /** The one KYC status every screen shows (`kycOf`, spec §4); `unknown` without a user. */
  kyc: KycStatus;
  /** Stores the token of a fresh login and loads the user's info. */
  startSession: (token: string) => Promise<void>;
  /** Deleting login clears the stored token and the user (spec §4). */
  endSession: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
