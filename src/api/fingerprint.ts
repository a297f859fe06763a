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

declare global {
  interface Window {
    /** The time zone a prerendered page's loader started reading before the entry ran (timeZoneStarter). */
    __timeZone?: Promise<string | undefined>;
  }
}

/**
 * The zone the worker `start` creates posts, or undefined when it fails. It also runs as an inline script
 * (`timeZoneStarter`), so it uses nothing but its argument.
 */
function zoneFromWorker(start: () => Worker): Promise<string | undefined> {
  return new Promise((done) => {
    let worker: Worker;
    try {
      worker = start();
    } catch {
      // No workers here, or a Content-Security-Policy that allows none.
      done(undefined);
      return;
    }
    worker.onmessage = (event: MessageEvent<string>) => {
      worker.terminate();
      done(event.data);
    };
    worker.onerror = () => {
      worker.terminate();
      done(undefined);
    };
  });
}

/**
 * Starts reading the time zone in a worker, where its cost (ICU's data, about 100 ms of a phone's main
 * thread) blocks nothing, unless the page's loader has started it already; resolves once it is known. Without
 * workers (tests, the prerender) or when the worker fails, it is read here.
 */
export function loadTimeZone(): Promise<void> {
  timeZoneRead ??= (
    window.__timeZone ??
    zoneFromWorker(() => new Worker(new URL('./time-zone.worker.ts', import.meta.url), { type: 'module' }))
  ).then((zone) => {
    timeZone ??= zone ?? readTimeZoneHere();
  });
  return timeZoneRead;
}

/**
 * A prerendered page's loader starts the worker at `workerUrl` as it adds the entry (scripts/prerender.mjs):
 * started once the entry had run, the worker took about half a second of a throttled phone to answer, and
 * every first call waited for it.
 */
export const timeZoneStarter = (workerUrl: string) =>
  `window.__timeZone = (${zoneFromWorker.toString()})(() => new Worker(${JSON.stringify(workerUrl)}, { type: 'module' }));`;

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
