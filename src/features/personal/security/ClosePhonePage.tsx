import { Button } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClosePhoneVerify, useClosePhoneVerifyByEmail } from '@generated/hooks/security/security';
import { CodeScene } from '@generated/models';
import { personalPath } from '@/lib/app-paths';
import {
  type ClosePhoneByEmailData,
  type ClosePhoneData,
  closePhoneByEmailFormFor,
  closePhoneFormFor,
} from '@schemas/auth/close-phone';
import { hasPhone, phoneVerifyOn } from '../shared/requirements';
import { SecurityFormScreen } from '../shared/SecurityFormScreen';
import { StateNotice } from '@/ui/StateNotice';
import { useSecurityUser } from '../shared/use-security-user';
import { OpenPhoneScreen } from './OpenPhoneScreen';

/**
 * /personal/closePhone: turn phone verification off by SMS code, or by email code when SMS cannot arrive.
 * At least one security method stays on (spec §6): Google must be on first. With it off already, the
 * screen turns it back on.
 */
export function ClosePhonePage() {
  const { t } = useTranslation('security');
  const { user, methods } = useSecurityUser();
  const [byEmail, setByEmail] = useState(false);
  const smsForm = useMemo(() => closePhoneFormFor(methods), [methods]);
  const emailForm = useMemo(() => closePhoneByEmailFormFor(), []);
  const close = useClosePhoneVerify();
  const closeByEmail = useClosePhoneVerifyByEmail();

  if (hasPhone(user) && !phoneVerifyOn(user)) return <OpenPhoneScreen />;

  const common = {
    pageTitle: 'closePhone',
    needs: hasPhone(user) ? (['google'] as const) : [],
    blocked: hasPhone(user) ? undefined : (
      <StateNotice
        text={t('closePhone.noPhone')}
        link={{ label: t('closePhone.bindLink'), to: personalPath('bindPhone') }}
        testId="state-notice"
      />
    ),
    submitLabel: t('closePhone.submit'),
    savedMessage: t('closePhone.saved'),
  };
  const switchButton = user.email ? (
    <Button variant="subtle" size="compact-sm" onClick={() => setByEmail((on) => !on)}>
      {byEmail ? t('closePhone.useSms') : t('closePhone.useEmail')}
    </Button>
  ) : undefined;

  return byEmail ? (
    <SecurityFormScreen<ClosePhoneByEmailData>
      key="email"
      {...common}
      before={switchButton}
      form={emailForm}
      scene={CodeScene.CLOSE_PHONE_VERIFY}
      submit={async (data, tokens) => {
        await closeByEmail.mutateAsync({ data: { ...data, verifyToken: tokens.email } });
      }}
    />
  ) : (
    <SecurityFormScreen<ClosePhoneData>
      key="sms"
      {...common}
      before={switchButton}
      form={smsForm}
      scene={CodeScene.CLOSE_PHONE_VERIFY}
      submit={async (data, tokens) => {
        await close.mutateAsync({ data: { ...data, verifyToken: tokens.email } });
      }}
    />
  );
}
