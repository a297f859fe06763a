import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenPhoneVerify } from '@generated/hooks/security/security';
import { CodeScene } from '@generated/models';
import { type OpenPhoneData, openPhoneFormFor } from '@schemas/auth/close-phone';
import { SecurityFormScreen } from '../shared/SecurityFormScreen';
import { useSecurityUser } from '../shared/use-security-user';

/** /personal/closePhone while phone verification is off: turn it back on with the phone's code. */
export function OpenPhoneScreen() {
  const { t } = useTranslation('security');
  const { methods } = useSecurityUser();
  const form = useMemo(() => openPhoneFormFor(methods), [methods]);
  const open = useOpenPhoneVerify();
  return (
    <SecurityFormScreen<OpenPhoneData>
      pageTitle="closePhone"
      form={form}
      scene={CodeScene.OPEN_PHONE_VERIFY}
      before={<Text size="sm">{t('closePhone.isOff')}</Text>}
      submitLabel={t('closePhone.openSubmit')}
      savedMessage={t('closePhone.openSaved')}
      submit={async (data) => {
        await open.mutateAsync({ data });
      }}
    />
  );
}
