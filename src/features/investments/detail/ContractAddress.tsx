import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '@/api/runtime-config';
import { formatAddress } from '@/lib/display-format';
import { explorerAddressUrl } from '@/lib/explorer-links';

/**
 * The token contract (spec §3): first 6 and last 4 characters, linked to the network's block explorer. The
 * link's name begins with the text it shows (WCAG 2.5.3 Label in Name); the full address is its title.
 */
export function ContractAddress({
  address,
  network,
}: {
  address: string | null | undefined;
  network: string | undefined;
}) {
  const { t } = useTranslation('investments');
  if (!address) return <Text size="sm">--</Text>;
  const url = explorerAddressUrl(getRuntimeConfig().explorers, network, address);
  const shown = formatAddress(address);
  if (!url)
    return (
      <Text size="sm" title={address}>
        {shown}
      </Text>
    );
  return (
    <Anchor
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      title={address}
      aria-label={t('detail.explorerLink', { shown })}
    >
      {shown}
    </Anchor>
  );
}
