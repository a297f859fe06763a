import type { TFunction } from 'i18next';

/**
 * A network as shown: its chainName from the market (spec §3, one name per chain), or the coin's main
 * network when the market lists the coin on no chain (the request then leaves chainName out).
 */
export const networkLabel = (chainName: string | undefined, t: TFunction) =>
  chainName || t('withdraw:network.main');
