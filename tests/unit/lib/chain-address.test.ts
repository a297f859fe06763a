import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressFamilyOf, addressFitsChain, explorerNetworkOf } from '@/lib/chain-address';

// Oracle from the words of the task's formats, checked character by character (no regular expressions):
// TRON "T" + 33 base58; EVM "0x" + 40 hex; Solana base58 of 32-44; Bitcoin legacy "1"/P2SH "3" base58 of
// 26-34 in all, or bech32 "bc1" + 11-71 bech32 characters in one case.
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const HEX = '0123456789abcdefABCDEF';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const allIn = (text: string, alphabet: string) => [...text].every((char) => alphabet.includes(char));

function oracle(chainName: string, address: string): boolean {
  if (chainName === 'TRC20')
    return address.length === 34 && address[0] === 'T' && allIn(address.slice(1), BASE58);
  if (chainName === 'ERC20')
    return address.length === 42 && address.startsWith('0x') && allIn(address.slice(2), HEX);
  if (chainName === 'SOL') return address.length >= 32 && address.length <= 44 && allIn(address, BASE58);
  // BTC
  if ((address[0] === '1' || address[0] === '3') && address.length >= 26 && address.length <= 34)
    return allIn(address, BASE58);
  const lower = address.toLowerCase();
  const oneCase = address === lower || address === address.toUpperCase();
  const rest = lower.slice(3);
  return oneCase && lower.startsWith('bc1') && rest.length >= 11 && rest.length <= 71 && allIn(rest, BECH32);
}

const from = (alphabet: string, min: number, max: number) =>
  fc.array(fc.constantFrom(...alphabet), { minLength: min, maxLength: max }).map((chars) => chars.join(''));

// Per chain: addresses built to fit, near misses (a length off by one, a character from outside the
// alphabet, a space inside), another chain's address, and any string.
const mutate = (base: fc.Arbitrary<string>) =>
  fc
    .tuple(base, fc.nat(80), fc.constantFrom(' ', '0', 'O', 'I', 'l', 'g', '', 'x'), fc.boolean())
    .map(([text, at, char, drop]) => {
      const i = at % (text.length + 1);
      return drop ? text.slice(0, i) + text.slice(i + 1) : text.slice(0, i) + char + text.slice(i);
    });
const built: Record<string, fc.Arbitrary<string>> = {
  TRC20: from(BASE58, 33, 33).map((rest) => `T${rest}`),
  ERC20: from(HEX, 40, 40).map((rest) => `0x${rest}`),
  SOL: from(BASE58, 32, 44),
  BTC: fc.oneof(
    from(BASE58, 25, 33).chain((rest) => fc.constantFrom(`1${rest}`, `3${rest}`)),
    from(BECH32, 11, 71).chain((rest) => fc.constantFrom(`bc1${rest}`, `BC1${rest.toUpperCase()}`)),
  ),
};
const cases = fc
  .constantFrom('TRC20', 'ERC20', 'SOL', 'BTC')
  .chain((chain) =>
    fc.tuple(
      fc.constant(chain),
      fc.oneof(built[chain]!, mutate(built[chain]!), fc.oneof(...Object.values(built)), fc.string()),
    ),
  );

describe('addressFitsChain: the chosen network format (property, both verdicts counted)', () => {
  it('agrees with the oracle written from the formats', () => {
    const seen: Record<string, { fits: number; not: number }> = {};
    fc.assert(
      fc.property(cases, ([chain, address]) => {
        const expected = oracle(chain, address);
        const count = (seen[chain] ??= { fits: 0, not: 0 });
        count[expected ? 'fits' : 'not'] += 1;
        expect(addressFitsChain(chain, address)).toBe(expected ? 'fits' : 'doesNotFit');
      }),
      { numRuns: 4000 },
    );
    for (const chain of ['TRC20', 'ERC20', 'SOL', 'BTC']) {
      expect(seen[chain]?.fits, `${chain} fits`).toBeGreaterThan(0);
      expect(seen[chain]?.not, `${chain} refused`).toBeGreaterThan(0);
    }
  });

  it('refuses the addresses of the other networks and inner spaces', () => {
    const tron = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    const evm = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
    expect(addressFitsChain('TRC20', tron)).toBe('fits');
    expect(addressFitsChain('ERC20', tron)).toBe('doesNotFit');
    expect(addressFitsChain('ERC20', evm)).toBe('fits');
    expect(addressFitsChain('SOL', evm)).toBe('doesNotFit');
    expect(addressFitsChain('TRC20', 'abc')).toBe('doesNotFit');
    expect(addressFitsChain('TRC20', 'TQn9Y2khEsLJW1 ChVWFMSMeRDow5KcbLSE')).toBe('doesNotFit');
    expect(addressFitsChain('BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('fits');
    expect(addressFitsChain('XRP', 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh')).toBe('fits');
  });

  it('leaves a chain it does not know to the server', () => {
    expect(addressFamilyOf('NEWCHAIN')).toBeNull();
    expect(addressFitsChain('NEWCHAIN', 'abc')).toBe('unchecked');
    expect(addressFitsChain(undefined, 'abc')).toBe('unchecked');
  });
});

describe('explorerNetworkOf: a hash links by its own chain', () => {
  const explorers = { ethereum: 'https://etherscan.io', solana: 'https://explorer.solana.com' };
  it('maps a market chainName to its explorer, never to another chain', () => {
    expect(explorerNetworkOf(explorers, 'ERC20')).toBe('ethereum');
    expect(explorerNetworkOf(explorers, 'SOL')).toBe('solana');
    expect(explorerNetworkOf(explorers, 'TRC20')).toBe('tron');
    expect(explorerNetworkOf({ ...explorers, trc20: 'https://t.example' }, 'TRC20')).toBe('trc20');
  });
});
