import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OtcPayee } from '@generated/models';

/** The account an OTC buyer pays into: payment type, holder, account, and the bank when there is one. */
export function OtcPayeeDetails({ payee }: { payee: OtcPayee }) {
  const { t } = useTranslation('trade');
  const bank = [payee.bankName, payee.bankBranch].filter(Boolean).join(' · ');
  return (
    <Stack gap={2} data-testid="otc-payee">
      <Text size="sm">{t('otcOrders.payee.payType', { payType: t(`payTypes.${payee.payType}`) })}</Text>
      <Text size="sm">{t('otcOrders.payee.realName', { name: payee.realName })}</Text>
      <Text size="sm" ff="monospace">
        {t('otcOrders.payee.account', { account: payee.account })}
      </Text>
      {bank && <Text size="sm">{t('otcOrders.payee.bank', { bank })}</Text>}
    </Stack>
  );
}
