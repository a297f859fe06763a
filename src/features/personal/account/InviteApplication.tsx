import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitInviteApplication } from '@generated/hooks/profile/profile';
import { SchemaForm } from '@/forms/SchemaForm';
import { type InviteApplicationData, inviteApplicationForm } from '@schemas/auth/invite-application';

/** Apply for more invitations: a number and why (spec §3 "Invitation application"). */
export function InviteApplication() {
  const { t } = useTranslation('security');
  const [sent, setSent] = useState(false);
  const apply = useSubmitInviteApplication();
  if (sent) {
    return (
      <Alert color="green" role="status">
        {t('invite.applySaved')}
      </Alert>
    );
  }
  return (
    <SchemaForm<InviteApplicationData>
      form={inviteApplicationForm}
      submitLabel={t('invite.applySubmit')}
      onSubmit={async (data) => {
        await apply.mutateAsync({ data });
        setSent(true);
      }}
    />
  );
}
