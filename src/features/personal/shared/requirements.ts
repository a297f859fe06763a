import type { UserInfo } from '@generated/models';
import { type AppPath, personalPath } from '@/lib/app-paths';

/** What a personal-centre screen may need before the user can use it (spec §5, §6). */
export type Requirement = 'kyc' | 'nickname' | 'securityMethod' | 'phone' | 'google';

export type RequirementUser = Pick<
  UserInfo,
  'kyc' | 'nickName' | 'mobileNumber' | 'googleStatus' | 'isOpenMobileCheck'
>;

export const hasPhone = (user: RequirementUser) => Boolean(user.mobileNumber);

/** Phone verification counts while a phone is bound and the switch is not off (UserInfo.isOpenMobileCheck). */
export const phoneVerifyOn = (user: RequirementUser) => hasPhone(user) && user.isOpenMobileCheck !== false;

export const googleOn = (user: RequirementUser) => user.googleStatus === true;

const MET: Record<Requirement, (user: RequirementUser) => boolean> = {
  kyc: (user) => user.kyc === 'approved',
  nickname: (user) => Boolean(user.nickName?.trim()),
  // Spec §6: the security methods are phone and Google.
  securityMethod: (user) => phoneVerifyOn(user) || googleOn(user),
  phone: hasPhone,
  google: googleOn,
};

/** The needs this user does not meet yet, in the order asked. */
export function missingRequirements(user: RequirementUser, needs: readonly Requirement[]): Requirement[] {
  return needs.filter((need) => !MET[need](user));
}

/** Where the user goes to meet a need. */
export const REQUIREMENT_LINKS: Record<Requirement, AppPath> = {
  kyc: personalPath('kycEnter'),
  nickname: personalPath('userManagement'),
  securityMethod: personalPath('bindGoogle'),
  phone: personalPath('bindPhone'),
  google: personalPath('bindGoogle'),
};
