import type { HostType } from '@generated/operations';
import type { CaptchaProvider, VendorCaptchaProvider } from '@/lib/captcha';

// One build serves every environment: public/config.js sets window.__APP_CONFIG__ before the app starts
// (design.md "Runtime config"). Anything it leaves out falls back to these defaults, which point at the
// local Prism mock behind the dev/preview proxy. Keep public/config.js in step (a test compares them).
export interface RuntimeConfig {
  basePrefix: string;
  hosts: Record<HostType, string>;
  rsaPublicKey: string;
  explorers: Record<string, string>;
  qaScenarios: boolean;
  /** 'self-contained-slider' is the mock's provider only; a deployment configures 'slider' or 'geetest'. */
  captchaProvider: CaptchaProvider;
  /** Vendor script of each real captcha provider, loaded only where a captcha shows. */
  captchaScripts: Partial<Record<VendorCaptchaProvider, string>>;
  /** The slider vendor's application key (Alibaba Cloud NoCaptcha `appkey`), with the scene each check names. */
  sliderCaptchaAppKey: string;
  /** Whether the site asks for the captcha on login too (registration and reset always ask, spec §5). */
  loginCaptcha: boolean;
  requestTimeoutMs: number;
  /** The wait before a failed read is asked again; each further retry waits twice as long (at most 30 s). */
  retryDelayMs: number;
  /** Idle minutes before a signed-in user is logged out; 0 turns it off. */
  idleLogoutMinutes: number;
  /** Sumsub WebSDK script, loaded only on /personal/sumsub and entitySumsub; '' = no provider (the mock). */
  sumsubScriptUrl: string;
}

export type RuntimeConfigInput = Partial<Omit<RuntimeConfig, 'hosts' | 'explorers'>> & {
  hosts?: Partial<Record<HostType, string>>;
  explorers?: Record<string, string>;
};

declare global {
  interface Window {
    __APP_CONFIG__?: RuntimeConfigInput;
  }
}

// 1024-bit, exponent 010001 (spec §9); generated with openssl for the mock setup only — the private half
// was not kept, so a real deployment must put its backend's key in public/config.js.
const MOCK_RSA_PUBLIC_KEY =
  'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC72r398t/gv8ub+92V6ky6AMW6j1VUrqdbuH+b/DDadd8W2izyRmhlxkMr28HFxlVdKO/32w+18eNwvchtVdlm1fZEZWIvGeKtK1tawb1PN7GzdrA9gX/lLlCipZ8g89SbVARoAYmpsZ88AN3ZpYnx5TQ7SxDgzDNRrFCE3y542wIDAQAB';

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  basePrefix: '',
  hosts: { dashboard: '/mock', web: '/mock', upload: '/mock', none: '/mock' },
  rsaPublicKey: MOCK_RSA_PUBLIC_KEY,
  explorers: { ethereum: 'https://etherscan.io', solana: 'https://explorer.solana.com' },
  // Safe for a real backend: public/config.js turns the QA switch on for the mock.
  qaScenarios: false,
  captchaProvider: 'self-contained-slider',
  captchaScripts: {},
  sliderCaptchaAppKey: '',
  loginCaptcha: false,
  requestTimeoutMs: 30000,
  retryDelayMs: 1000,
  idleLogoutMinutes: 30,
  sumsubScriptUrl: '',
};

// A field present but undefined (e.g. `hosts: { web: undefined }`) keeps its default.
type Defined<T> = { [K in keyof T]: Exclude<T[K], undefined> };

function defined<T extends object>(value: T | undefined): Defined<T> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Defined<T>;
}

export function getRuntimeConfig(): RuntimeConfig {
  const input: RuntimeConfigInput = (typeof window !== 'undefined' && window.__APP_CONFIG__) || {};
  return {
    ...DEFAULT_RUNTIME_CONFIG,
    ...defined(input),
    hosts: { ...DEFAULT_RUNTIME_CONFIG.hosts, ...defined(input.hosts) },
    explorers: { ...DEFAULT_RUNTIME_CONFIG.explorers, ...defined(input.explorers) },
  };
}
