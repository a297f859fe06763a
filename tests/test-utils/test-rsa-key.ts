// A key pair of the spec's size (§9: 1024 bits, exponent 010001) put into the runtime config, so a test can
// read back what a screen RSA-encrypted (spec §7) and prove it was never sent in clear.
import { generateKeyPairSync } from 'node:crypto';
import { JSEncrypt } from 'jsencrypt';
import { beforeEach } from 'vitest';

/** Installs a fresh public key for each test of the file; `decrypt` reads a sent value back (false if not ours). */
export function installTestRsaKey() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    publicExponent: 0x10001,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  // tests/setup.ts clears the runtime config after every test: set it before each.
  beforeEach(() => {
    window.__APP_CONFIG__ = { ...window.__APP_CONFIG__, rsaPublicKey: publicKey };
  });
  const decryptor = new JSEncrypt();
  decryptor.setPrivateKey(privateKey);
  return {
    /** The clear value of what the screen sent, or false when it was not encrypted with the test key. */
    decrypt: (sent: unknown): string | false => (typeof sent === 'string' ? decryptor.decrypt(sent) : false),
  };
}
