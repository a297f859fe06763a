import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WithdrawAddress } from '@generated/models';
import { formatAddress } from '@/lib/display-format';
import type { AddressTrustFormData } from '@schemas/assets/address-trust';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { useDescribeError } from '@/api/use-query-load';
import { TrustButton } from './TrustButton';

export interface AddressListProps {
  addresses: WithdrawAddress[];
  onWithdrawTo: (address: WithdrawAddress) => void;
  onDelete: (id: number) => Promise<unknown>;
  onTrust: (id: number, trustType: 0 | 1, codes: AddressTrustFormData) => Promise<unknown>;
}

/**
 * Saved addresses: coin and network (the chainName it was saved under, spec §3), remark, address (first 6
 * and last 4, spec §5), tag, trusted flag.
 */
export function AddressList({ addresses, onWithdrawTo, onDelete, onTrust }: AddressListProps) {
  const { t } = useTranslation(['withdraw', 'common']);
  const describe = useDescribeError();
  return (
    <Stack gap="sm">
      {addresses.map((address) => (
        <Card key={address.id} withBorder padding="md" data-testid="address-row">
          {/* At phone width the actions go under the address, each whole (nothing cut or pushed off). */}
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={700} data-testid="address-network">
                  {address.symbol} · {address.tokenBase}
                </Text>
                <Badge color={address.trustType === 1 ? 'green' : 'gray'} variant="light">
                  {t(address.trustType === 1 ? 'withdraw:addresses.trusted' : 'withdraw:addresses.untrusted')}
                </Badge>
                {address.status === 0 && (
                  <Badge color="red" variant="light">
                    {t('withdraw:addresses.disabled')}
                  </Badge>
                )}
              </Group>
              <Text size="sm">{address.label}</Text>
              <Text size="sm" ff="monospace" title={address.address}>
                {formatAddress(address.address)}
              </Text>
              {address.tag && (
                <Text size="sm" c="dimmed">
                  {t('withdraw:addresses.tag', { tag: address.tag })}
                </Text>
              )}
            </Stack>
            <Group gap="xs" data-testid="address-actions">
              {address.status === 1 && (
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() => onWithdrawTo(address)}
                  data-testid="address-withdraw-to"
                >
                  {t('withdraw:addresses.withdrawTo')}
                </Button>
              )}
              <TrustButton
                address={address}
                onChange={(trustType, codes) => onTrust(address.id, trustType, codes)}
              />
              <ConfirmButton
                label={t('common:delete')}
                question={t('withdraw:addresses.deleteQuestion', { address: formatAddress(address.address) })}
                onConfirm={() => onDelete(address.id)}
                describeError={describe}
              />
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
