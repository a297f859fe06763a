import { useMemo } from 'react';
import { RecordFormCard, type RecordFormProps } from '@/kit/records/RecordFormCard';
import { type PaymentMethodFormData, paymentMethodFormFor } from '@schemas/assets/payment-method';
import type { SecurityMethod } from '@schemas/assets/security-codes';
import { CodeScene } from '@generated/models';
import { useCodeSenders } from '@/kit/code-senders/use-code-senders';
import { useSecurityUser } from '../../shared/use-security-user';

export type PaymentMethodFormProps = RecordFormProps<PaymentMethodFormData>;

/** A receiving account with the codes of the user's security methods (schemas/assets/payment-method.ts). */
export function PaymentMethodForm(props: PaymentMethodFormProps) {
  const { methods: on } = useSecurityUser();
  const form = useMemo(() => {
    const methods: SecurityMethod[] = [];
    if (on.phone) methods.push('sms');
    if (on.email) methods.push('email');
    if (on.google) methods.push('google');
    return paymentMethodFormFor(methods);
  }, [on]);
  const senders = useCodeSenders(CodeScene.PAYMENT_METHOD);
  return <RecordFormCard<PaymentMethodFormData> {...props} form={form} formContext={senders.formContext} />;
}
