import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyBankAccount } from '@generated/models';
import { fiatLabel } from '@/lib/display-format';
import { CopyRow } from '../shared/CopyRow';

/** The platform's account for this fiat (getCompanyBankInfo): what the user's bank transfer goes to. */
export function CompanyAccount({ account }: { account: CompanyBankAccount }) {
  const { t } = useTranslation('deposit');
  return (
    <Card withBorder padding="lg" maw={720} data-testid="company-account">
      <Stack gap="sm">
        <Text fw={600}>{t('fiat.companyTitle', { symbol: fiatLabel(account.symbol) })}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <CopyRow label={t('fiat.payee')} value={account.payee} />
          <CopyRow label={t('fiat.accountNumber')} value={account.bankAccountNumber} />
          <CopyRow label={t('fiat.bankName')} value={account.bankName} />
          <CopyRow label={t('fiat.branch')} value={account.bankBranch} />
          <CopyRow label={t('fiat.swift')} value={account.swiftCode} />
          <CopyRow
            label={t('fiat.bankAddress')}
            value={placeText(account.bankAddress, account.bankCountry)}
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** An address with its country in brackets, either left out when absent. */
const placeText = (address: string | undefined, country: string | undefined) =>
  [address, country && `(${country})`].filter(Boolean).join(' ') || undefined;
