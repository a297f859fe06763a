import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { JSEncrypt } from 'jsencrypt';
import { afterEach, describe, expect, it } from 'vitest';
import { encryptSecret } from '@/api/rsa';
import { DEFAULT_RUNTIME_CONFIG } from '@/api/runtime-config';

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicExponent: 0x10001,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });

function decrypt(privateKey: string, cipher: string): string | false {
  const decryptor = new JSEncrypt();
  decryptor.setPrivateKey(privateKey);
  return decryptor.decrypt(cipher);
}

afterEach(() => {
  delete window.__APP_CONFIG__;
});

describe('spec §7/§9 RSA: the secret is encrypted with the public key and sent base64', () => {
  it('round-trips: the private key decrypts what encryptSecret produced', async () => {
    const { publicKey, privateKey } = pair();
    const cipher = await encryptSecret('Passw0rd!中文', publicKey);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(atob(cipher)).toHaveLength(128);
    expect(cipher).not.toContain('Passw0rd');
    expect(decrypt(privateKey, cipher)).toBe('Passw0rd!中文');
  });

  it('uses the runtime config key by default', async () => {
    const { publicKey, privateKey } = pair();
    window.__APP_CONFIG__ = { rsaPublicKey: publicKey };
    expect(decrypt(privateKey, await encryptSecret('secret'))).toBe('secret');
  });

  it('throws instead of sending a value it could not encrypt', async () => {
    await expect(encryptSecret('secret', 'not a key')).rejects.toThrow(/RSA encryption failed/);
  });

  it('ships a 1024-bit, exponent 010001 default key', async () => {
    const der = Buffer.from(DEFAULT_RUNTIME_CONFIG.rsaPublicKey, 'base64');
    const details = createPublicKey({ key: der, format: 'der', type: 'spki' }).asymmetricKeyDetails;
    expect(details).toMatchObject({ modulusLength: 1024, publicExponent: 0x10001n });
    expect(await encryptSecret('secret')).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });
});
