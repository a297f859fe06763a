import { useTranslation } from 'react-i18next';
import { useCheckRegisterCode } from '@generated/hooks/auth/auth';
import { CodeScene } from '@generated/models';
import { SchemaForm } from '@/forms/SchemaForm';
import { useCodeSenders } from '@/kit/code-senders/use-code-senders';
import { type RegisterCodeData, registerCodeForm } from '@schemas/auth/register-code';
import { authErrors } from './auth-errors';
import { accountText, type FlowAccount, recipientOf } from './flow-account';

/** Register step 2: the 6-digit code step 1 sent at `sentAt` to the account; the send button resends after
 * the check once the 90 s from the last send have passed (spec §4). */
export function RegisterCodeStep(props: {
  account: FlowAccount;
  /** Step 1's token; a server of the family answers none (contract RegisterAccountResult). */
  token?: string;
  sentAt: number;
  onChecked: () => void;
}) {
  const { account, token, sentAt, onChecked } = props;
  const { t } = useTranslation('auth');
  const senders = useCodeSenders(CodeScene.REGISTER, { token, account: recipientOf(account), sentAt });
  const check = useCheckRegisterCode();

  const submit = async ({ numberCode }: RegisterCodeData) => {
    const verifyToken = senders.emailTokens().account;
    await authErrors.guard(
      check.mutateAsync({
        data: {
          ...(token ? { token } : {}),
          registerCode: accountText(account),
          numberCode,
          ...(verifyToken ? { verifyToken } : {}),
        },
      }),
    );
    onChecked();
  };

  return (
    <SchemaForm<RegisterCodeData>
      form={registerCodeForm}
      formData={{ registerCode: accountText(account) } as RegisterCodeData}
      keepDraft={false}
      formContext={senders.formContext}
      submitLabel={t('register.next')}
      onSubmit={submit}
    />
  );
}
