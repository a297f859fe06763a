import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckResetPasswordIdentity } from '@generated/hooks/auth/auth';
import { SchemaForm } from '@/forms/SchemaForm';
import {
  type ResetPasswordIdentityData,
  resetPasswordIdentityFormFor,
} from '@schemas/auth/reset-password-identity';
import { authErrors } from './auth-errors';
import type { IdentityChecks } from './ResetCodeStep';

/** Reset step 3: the ID document number and/or the Google code that step 2 asked for. */
export function ResetIdentityStep(props: {
  token: string;
  checks: IdentityChecks;
  onChecked: (token: string) => void;
}) {
  const { token, checks, onChecked } = props;
  const { t } = useTranslation('auth');
  const form = useMemo(() => resetPasswordIdentityFormFor(checks), [checks]);
  const identity = useCheckResetPasswordIdentity();

  const submit = async (data: ResetPasswordIdentityData) => {
    const answer = await authErrors.guard(identity.mutateAsync({ data: { token, ...data } }));
    if (!answer.data) throw new Error('checkResetPasswordIdentity answered SUCCESS without a token');
    onChecked(answer.data.token);
  };

  return (
    <SchemaForm<ResetPasswordIdentityData>
      form={form}
      keepDraft={false}
      submitLabel={t('resetPassword.next')}
      onSubmit={submit}
    />
  );
}
