import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OtcPayee } from '@generated/models';
import { useEnumLabel } from '@/kit/labels/use-enum-label';

/** A payee the buyer can pay: one that names the account (a server may leave any payee field out). */
export const hasPayeeAccount = (payee: OtcPayee | undefined): payee is OtcPayee & { account: string } =>
  Boolean(payee?.account?.trim());

/**
 * The account an OTC buyer pays into: payment type, holder, account, and the bank when there is one; a line
 * the answer left out is not shown.
 */
export function OtcPayeeDetails({ payee }: { payee: OtcPayee & { account: string } }) {
  const { t } = useTranslation('trade');
  const payType = useEnumLabel('trade:payTypes')(payee.payType, '');
  const bank = [payee.bankName, payee.bankBranch].filter(Boolean).join(' · ');
  return (
    <Stack gap={2} data-testid="otc-payee">
      {payType && <Text size="sm">{t('otcOrders.payee.payType', { payType })}</Text>}
      {payee.realName && <Text size="sm">{t('otcOrders.payee.realName', { name: payee.realName })}</Text>}
      <Text size="sm" ff="monospace">
        {t('otcOrders.payee.account', { account: payee.account })}
      </Text>
      {bank && <Text size="sm">{t('otcOrders.payee.bank', { bank })}</Text>}
    </Stack>
  );
}
