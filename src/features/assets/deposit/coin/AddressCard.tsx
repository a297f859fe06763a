import { Alert, Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { DepositAddress } from '@generated/models';
import { getRuntimeConfig } from '@/api/runtime-config';
import { explorerNetworkOf } from '@/lib/chain-address';
import { explorerAddressUrl } from '@/lib/explorer-links';
import { CopyRow } from '../shared/CopyRow';
import { splitAddressMemo } from './deposit-address';

/**
 * Where to send the coin: the address as a QR code (drawn here from the address, not the server's image)
 * and text to copy, the memo with its warning when the coin has one, the address on the chain's explorer.
 */
export function AddressCard({ deposit }: { deposit: DepositAddress }) {
  const { t } = useTranslation('deposit');
  const { address, memo } = splitAddressMemo(deposit.addressStr);
  const explorers = getRuntimeConfig().explorers;
  const explorer =
    deposit.chainName === undefined
      ? null
      : explorerAddressUrl(explorers, explorerNetworkOf(explorers, deposit.chainName), address);
  return (
    <Card withBorder padding="lg" maw={720}>
      <Stack gap="md">
        <Text fw={600}>
          {deposit.chainName
            ? t('coin.addressTitle', { symbol: deposit.symbol, chain: deposit.chainName })
            : t('coin.addressTitleNoChain', { symbol: deposit.symbol })}
        </Text>
        {memo !== null && (
          <Alert color="red" title={t('coin.memoWarningTitle')} data-testid="memo-warning">
            {t('coin.memoWarning')}
          </Alert>
        )}
        <Group align="flex-start" gap="xl">
          <QRCodeSVG
            value={address}
            size={148}
            role="img"
            aria-label={t('coin.qrLabel', { symbol: deposit.symbol })}
          />
          <Stack gap="sm" style={{ flex: 1, minWidth: 240 }}>
            <CopyRow label={t('coin.address')} value={address} testId="deposit-address" />
            {memo !== null && <CopyRow label={t('coin.memo')} value={memo} testId="deposit-memo" />}
            {explorer && (
              <Anchor href={explorer} target="_blank" rel="noopener noreferrer" size="sm">
                {t('coin.explorer')}
              </Anchor>
            )}
          </Stack>
        </Group>
        <Text size="sm" c="dimmed">
          {t('coin.onlyThisCoin', { symbol: deposit.symbol, chain: deposit.chainName })}
        </Text>
      </Stack>
    </Card>
  );
}
