import type { AppPath } from '@/lib/app-paths';
import type { SessionSnapshot } from '@/api/session/session-context';

export interface NavTab {
  name: 'investments' | 'trade';
  path: AppPath;
  label: string;
  hidden: boolean;
  disabled: boolean;
  /** Shown on hover while disabled. */
  disabledTip?: string;
  active: boolean;
}

/**
 * Header tabs of spec §2 and §6: investments always; trade only when logged in, and disabled with a tip
 * unless KYC is approved.
 */
export function buildNavTabs(session: SessionSnapshot, activeName: string | undefined): NavTab[] {
  return [
    {
      name: 'investments',
      path: 'investments',
      label: 'nav.investments',
      hidden: false,
      disabled: false,
      active: activeName === 'investments',
    },
    {
      name: 'trade',
      path: 'trade',
      label: 'nav.trade',
      hidden: !session.isLogin,
      disabled: !session.kycApproved,
      disabledTip: 'nav.tradeDisabled',
      active: activeName === 'trade',
    },
  ];
}
