let cached: string | undefined;
let timeZone: string | undefined;
let timeZoneRead: Promise<void> | undefined;

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const readTimeZoneHere = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Starts reading the time zone in a worker, where its cost (ICU's data, about 100 ms of a phone's main
 * thread) blocks nothing; resolves once it is known. Without workers (tests, the prerender) or when the
 * worker fails, it is read here.
 */
export function loadTimeZone(): Promise<void> {
  timeZoneRead ??= new Promise<void>((done) => {
    const settle = (zone: string) => {
      timeZone ??= zone;
      done();
    };
    let worker: Worker;
    try {
      worker = new Worker(new URL('./time-zone.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      // No workers here, or a Content-Security-Policy that allows none.
      settle(readTimeZoneHere());
      return;
    }
    worker.onmessage = (event: MessageEvent<string>) => {
      worker.terminate();
      settle(event.data);
    };
    worker.onerror = () => {
      worker.terminate();
      settle(readTimeZoneHere());
    };
  });
  return timeZoneRead;
}

/** Coarse, non-identifying device traits the backend uses as a risk signal (spec §7 "securityInfo"). */
export function collectDeviceTraits() {
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    platform: navigator.platform,
    screen: `${window.screen.width}x${window.screen.height}`,
    timezone: (timeZone ??= readTimeZoneHere()),
    colorDepth: window.screen.colorDepth,
  };
}

/** Base64 of the traits as compact JSON; computed once per page (after loadTimeZone, without Intl here). */
export function getSecurityInfo(): string {
  cached ??= toBase64(JSON.stringify(collectDeviceTraits()));
  return cached;
}
