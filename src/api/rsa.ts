import { getRuntimeConfig } from './runtime-config';

/**
 * Encrypts a secret (a password) with the backend's RSA public key, PKCS#1 v1.5, and returns it base64
 * (spec §7, §9). jsencrypt's defaults match the spec's 1024-bit key and 010001 exponent. The library is
 * loaded with the first secret sent, not with the page that asks for it.
 */
export async function encryptSecret(
  plain: string,
  publicKey: string = getRuntimeConfig().rsaPublicKey,
): Promise<string> {
  const { JSEncrypt } = await import('jsencrypt');
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKey);
  const encrypted = encryptor.encrypt(plain);
  // jsencrypt answers false on a bad key or a value too long for the key; never send it unencrypted.
  if (encrypted === false) throw new Error('RSA encryption failed: check rsaPublicKey in the runtime config');
  return encrypted;
}

/**
 * The same body with each named secret encrypted by `encryptSecret` (spec §7): every call that carries a
 * password or fund password sends it this way, never in clear. The fields are encrypted one after another.
 */
export async function withEncryptedSecrets<T extends object, K extends keyof T>(
  body: T,
  secrets: readonly K[],
): Promise<T> {
  const sent = { ...body };
  for (const field of secrets) {
    const value = body[field];
    if (typeof value === 'string') sent[field] = (await encryptSecret(value)) as T[K];
  }
  return sent;
}
