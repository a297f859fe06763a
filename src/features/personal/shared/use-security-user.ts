import { useMemo } from 'react';
import type { UserInfo } from '@generated/models';
import { useSession } from '@/api/session/session-context';
import type { SecurityMethods } from '@schemas/auth/security-codes';
import { securityMethodsOf } from './security-methods';

const NO_USER: UserInfo = { kyc: 'unknown', realName: '', userAccount: '', userName: '' };

/** The signed-in user (an empty one until user info loads) and the security methods they have on. */
export function useSecurityUser(): { user: UserInfo; methods: SecurityMethods } {
  const user = useSession().user ?? NO_USER;
  const { phone, email, google } = securityMethodsOf(user);
  const methods = useMemo(() => ({ phone, email, google }), [phone, email, google]);
  return { user, methods };
}
