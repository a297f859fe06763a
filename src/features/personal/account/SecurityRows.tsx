import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@generated/models';
import { personalPath } from '@/lib/app-paths';
import { googleOn, hasPhone, phoneVerifyOn } from '../shared/requirements';
import { AccountRow } from './AccountRow';

/** Email, phone, phone verification, login and fund password, Google: state and where to change each. */
export function SecurityRows({ user }: { user: UserInfo }) {
  const { t } = useTranslation('security');
  const phone = hasPhone(user) ? `+${user.countryCode ?? ''} ${user.mobileNumber ?? ''}`.trim() : '';
  return (
    <>
      <AccountRow
        label={t('account.email')}
        value={user.email || t('account.notBound')}
        actions={[
          user.email
            ? { label: t('account.change'), to: personalPath('changeEmail') }
            : { label: t('account.bind'), to: personalPath('bindEmail') },
        ]}
      />
      <AccountRow
        label={t('account.phone')}
        value={phone || t('account.notBound')}
        actions={[
          phone
            ? { label: t('account.change'), to: personalPath('changePhone') }
            : { label: t('account.bind'), to: personalPath('bindPhone') },
        ]}
      />
      {phone && (
        <AccountRow
          label={t('account.phoneVerify')}
          value={phoneVerifyOn(user) ? t('account.on') : t('account.off')}
          actions={[
            {
              label: phoneVerifyOn(user) ? t('account.turnOff') : t('account.turnOn'),
              to: personalPath('closePhone'),
            },
          ]}
        />
      )}
      <AccountRow
        label={t('account.loginPassword')}
        value={t('account.set')}
        actions={[{ label: t('account.change'), to: personalPath('changePassword') }]}
      />
      <AccountRow
        label={t('account.fundPassword')}
        value={user.isCapitalPwordSet ? t('account.set') : t('account.notSet')}
        actions={[
          {
            label: user.isCapitalPwordSet ? t('account.reset') : t('account.setUp'),
            to: personalPath('fundPassword'),
          },
        ]}
      />
      <AccountRow
        label={t('account.google')}
        value={googleOn(user) ? t('account.on') : t('account.notBound')}
        actions={[
          googleOn(user)
            ? { label: t('account.turnOff'), to: personalPath('closeGoogle') }
            : { label: t('account.bind'), to: personalPath('bindGoogle') },
        ]}
      />
    </>
  );
}
