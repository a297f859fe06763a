import { describe, expect, it } from 'vitest';
import { explorerAddressUrl, explorerTxUrl } from '@/lib/explorer-links';

const EXPLORERS = { ethereum: 'https://etherscan.io/', solana: 'https://explorer.solana.com' };

describe('spec §3 explorer links: base/address/{address}, transactions, solana cluster', () => {
  it('links an address on a configured chain, whatever the network name’s case', () => {
    expect(explorerAddressUrl(EXPLORERS, 'Ethereum', '0xabc')).toBe('https://etherscan.io/address/0xabc');
    expect(explorerTxUrl(EXPLORERS, 'ethereum', '0xdef')).toBe('https://etherscan.io/tx/0xdef');
  });

  it('adds the cluster for solana devnet only', () => {
    expect(explorerAddressUrl(EXPLORERS, 'Solana Devnet', 'So1')).toBe(
      'https://explorer.solana.com/address/So1?cluster=devnet',
    );
    expect(explorerAddressUrl(EXPLORERS, 'Solana', 'So1')).toBe('https://explorer.solana.com/address/So1');
  });

  it('no link for a chain without an explorer or an empty address', () => {
    expect(explorerAddressUrl(EXPLORERS, 'Polygon', '0xabc')).toBeNull();
    expect(explorerAddressUrl(EXPLORERS, 'Ethereum', ' ')).toBeNull();
  });
});
