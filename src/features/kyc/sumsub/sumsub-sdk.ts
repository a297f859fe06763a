// The part of the Sumsub WebSDK builder (window.snsWebSdk, from its script) this app uses.
interface SumsubBuilder {
  withConf(conf: { lang: string }): SumsubBuilder;
  on(event: string, handler: (payload: unknown) => void): SumsubBuilder;
  build(): { launch(selector: string): void };
}

interface SumsubWebSdk {
  init(accessToken: string, refreshToken: () => Promise<string>): SumsubBuilder;
}

declare global {
  interface Window {
    snsWebSdk?: SumsubWebSdk;
  }
}

export const SUMSUB_CONTAINER_ID = 'sumsub-websdk-container';

/** Starts the Sumsub flow in the container once the script has loaded; false if the script gave no SDK. */
export function launchSumsub(token: string, refreshToken: () => Promise<string>, lang: string): boolean {
  const sdk = window.snsWebSdk;
  if (!sdk) return false;
  sdk
    .init(token, refreshToken)
    .withConf({ lang: lang.slice(0, 2) })
    .build()
    .launch(`#${SUMSUB_CONTAINER_ID}`);
  return true;
}
