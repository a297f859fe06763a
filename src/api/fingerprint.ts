let cached: string | undefined;

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Coarse, non-identifying device traits the backend uses as a risk signal (spec §7 "securityInfo"). */
export function collectDeviceTraits() {
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    platform: navigator.platform,
    screen: `${window.screen.width}x${window.screen.height}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    colorDepth: window.screen.colorDepth,
  };
}

/** Base64 of the traits as compact JSON; computed once per page. */
export function getSecurityInfo(): string {
  cached ??= toBase64(JSON.stringify(collectDeviceTraits()));
  return cached;
}
