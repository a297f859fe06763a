import type { SecurityMethods } from '@schemas/auth/security-codes';
import { googleOn, phoneVerifyOn, type RequirementUser } from './requirements';

/** The methods whose codes a security change asks for (contract SecurityCodes): those the user has on. */
export const securityMethodsOf = (user: RequirementUser & { email?: string }): SecurityMethods => ({
  phone: phoneVerifyOn(user),
  email: Boolean(user.email),
  google: googleOn(user),
});
