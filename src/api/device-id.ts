const DEVICE_ID_KEY = 'deviceId';
let memoryId: string | undefined;

// crypto.randomUUID exists only in secure contexts (https or localhost); a plain-http deployment still
// needs an id, so fall back to getRandomValues (version-4 layout).
function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A stable id for this browser, sent with every request (spec §7). */
export function getDeviceId(): string {
  try {
    const stored = window.localStorage.getItem(DEVICE_ID_KEY);
    if (stored) return stored;
    const id = memoryId ?? newId();
    window.localStorage.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    // Storage can be unavailable (privacy modes); keep the id stable for this page at least.
    memoryId ??= newId();
    return memoryId;
  }
}
