import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, getRuntimeConfig, type RuntimeConfigInput } from '@/api/runtime-config';

afterEach(() => {
  delete window.__APP_CONFIG__;
});

function evaluatePublicConfig(): RuntimeConfigInput | undefined {
  const source = readFileSync(resolve(process.cwd(), 'public/config.js'), 'utf8');
  const sandbox: { __APP_CONFIG__?: RuntimeConfigInput } = {};
  new Function('window', source)(sandbox);
  return sandbox.__APP_CONFIG__;
}

describe('runtime config (design.md "Runtime config")', () => {
  it('defaults every host to the /mock proxy and the other fields to the mock setup', () => {
    expect(getRuntimeConfig()).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(DEFAULT_RUNTIME_CONFIG).toMatchObject({
      basePrefix: '',
      hosts: { dashboard: '/mock', web: '/mock', upload: '/mock', none: '/mock' },
      qaScenarios: false,
      captchaProvider: 'self-contained-slider',
      requestTimeoutMs: 30000,
    });
  });

  it('merges window.__APP_CONFIG__ over the defaults, host by host and explorer by explorer', () => {
    window.__APP_CONFIG__ = {
      basePrefix: '/invest',
      qaScenarios: false,
      hosts: { web: 'https://api.example.com/fe-ex-api' },
      explorers: { tron: 'https://tronscan.org' },
    };
    const config = getRuntimeConfig();
    expect(config.basePrefix).toBe('/invest');
    expect(config.qaScenarios).toBe(false);
    expect(config.hosts).toEqual({
      ...DEFAULT_RUNTIME_CONFIG.hosts,
      web: 'https://api.example.com/fe-ex-api',
    });
    expect(config.explorers).toEqual({ ...DEFAULT_RUNTIME_CONFIG.explorers, tron: 'https://tronscan.org' });
    expect(config.requestTimeoutMs).toBe(30000);
  });

  it('ignores fields set to undefined', () => {
    window.__APP_CONFIG__ = { requestTimeoutMs: undefined, hosts: { web: undefined, upload: '/up' } };
    expect(getRuntimeConfig().requestTimeoutMs).toBe(30000);
    expect(getRuntimeConfig().hosts).toMatchObject({ web: '/mock', upload: '/up' });
  });

  it('public/config.js sets the built-in defaults, and turns the QA switch on for the mock', () => {
    expect(evaluatePublicConfig()).toEqual({ ...DEFAULT_RUNTIME_CONFIG, qaScenarios: true });
  });
});
