import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/api/http';
import { setScenario, setThinMode } from '@/api/scenario';
import { setToken } from '@/api/token-store';
import { lastRequest, stubFetch } from './fetch-stub';

vi.mock('@generated/operations', () => import('./operations-fixture'));

const decodeSecurityInfo = (value: string) =>
  JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0))));

beforeEach(() => {
  window.__APP_CONFIG__ = {
    hosts: {
      dashboard: 'https://dash.example',
      web: 'https://web.example/fe-ex-api/',
      upload: '/up',
      none: '',
    },
  };
});

afterEach(() => {
  delete window.__APP_CONFIG__;
  delete document.documentElement.dataset.lang;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('spec §7 calls: host prefix and method', () => {
  it.each([
    ['/api/v1/user/info', 'POST', 'https://dash.example/api/v1/user/info'],
    ['/user/login_in', 'POST', 'https://web.example/fe-ex-api/user/login_in'],
    ['/common/upload_img', 'POST', '/up/common/upload_img'],
    ['/cms/list', 'POST', '/cms/list'],
  ])('prefixes %s with the URL of its host type', async (path, method, expected) => {
    const fetchMock = stubFetch();
    await http(path, { method });
    expect(lastRequest(fetchMock).url).toBe(expected);
  });

  it('keeps the query string and finds the operation without it', async () => {
    const fetchMock = stubFetch();
    await http('/common/change_language?language=en_US', { method: 'GET' });
    const { url, init, body } = lastRequest(fetchMock);
    expect(url).toBe('https://web.example/fe-ex-api/common/change_language?language=en_US');
    expect(init.method).toBe('GET');
    expect(body).toBeUndefined();
  });

  it('sends an operation the contract does not know to the web host', async () => {
    const fetchMock = stubFetch();
    await http('/not/in/contract', { method: 'POST' });
    expect(lastRequest(fetchMock).url).toBe('https://web.example/fe-ex-api/not/in/contract');
  });

  it('defaults the method to POST', async () => {
    const fetchMock = stubFetch();
    await http('/api/v1/user/info', {});
    const { url, init } = lastRequest(fetchMock);
    expect(init.method).toBe('POST');
    expect(url).toBe('https://dash.example/api/v1/user/info');
  });

  it('uses the /mock defaults when the runtime config sets no hosts', async () => {
    delete window.__APP_CONFIG__;
    const fetchMock = stubFetch();
    await http('/api/v1/user/info', { method: 'POST' });
    expect(lastRequest(fetchMock).url).toBe('/mock/api/v1/user/info');
  });
});

describe('spec §7 calls: headers', () => {
  it('sends token, client=pc, language and device id', async () => {
    setToken('tok-1');
    document.documentElement.dataset.lang = 'en_US';
    const fetchMock = stubFetch();
    await http('/api/v1/user/info', { method: 'POST' });
    const { headers } = lastRequest(fetchMock);
    expect(headers.get('token')).toBe('tok-1');
    expect(headers.get('client')).toBe('pc');
    expect(headers.get('language')).toBe('en_US');
    expect(headers.get('device-id')).toBe(window.localStorage.getItem('deviceId'));
    expect(headers.get('device-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends no token header for a visitor and language zh_CN by default', async () => {
    delete document.documentElement.dataset.lang;
    const fetchMock = stubFetch();
    await http('/api/v1/user/info', { method: 'POST' });
    const { headers } = lastRequest(fetchMock);
    expect(headers.has('token')).toBe(false);
    expect(headers.get('language')).toBe('zh_CN');
  });

  it("keeps the caller's own headers (e.g. exchange-auto) and lets them win", async () => {
    const fetchMock = stubFetch();
    await http('/message/count', { method: 'POST', headers: { 'exchange-auto': '1', language: 'en_US' } });
    const { headers } = lastRequest(fetchMock);
    expect(headers.get('exchange-auto')).toBe('1');
    expect(headers.get('language')).toBe('en_US');
  });

  it('sends the QA scenario as a Prefer header when qaScenarios is on', async () => {
    window.__APP_CONFIG__ = { ...window.__APP_CONFIG__, qaScenarios: true };
    setScenario('getUserInfo', { name: 'kycPending', status: 200 });
    const fetchMock = stubFetch();
    await http('/api/v1/user/info', { method: 'POST' });
    expect(lastRequest(fetchMock).headers.get('Prefer')).toBe('code=200, example=kycPending');
  });

  it('sends no Prefer header with the built-in config (the QA switch is off by default)', async () => {
    setScenario('getUserInfo', { name: 'kycPending', status: 200 });
    const fetchMock = stubFetch();
    await http('/api/v1/user/info', { method: 'POST' });
    expect(lastRequest(fetchMock).headers.has('Prefer')).toBe(false);
  });

  it('sends no Prefer header when qaScenarios is off', async () => {
    window.__APP_CONFIG__ = { qaScenarios: false };
    setScenario('getUserInfo', { name: 'kycPending', status: 200 });
    const fetchMock = stubFetch();
    await http('/api/v1/user/info', { method: 'POST' });
    expect(lastRequest(fetchMock).headers.has('Prefer')).toBe(false);
  });

  it("sends the mock's thin mode on every call when qaScenarios is on, and never when it is off", async () => {
    setThinMode('no-assumed');
    const fetchMock = stubFetch();
    await http('/api/v1/user/info', { method: 'POST' });
    expect(lastRequest(fetchMock).headers.has('x-mock-thin')).toBe(false);
    window.__APP_CONFIG__ = { ...window.__APP_CONFIG__, qaScenarios: true };
    await http('/user/login_in', { method: 'POST' });
    expect(lastRequest(fetchMock).headers.get('x-mock-thin')).toBe('no-assumed');
    setThinMode(null);
    await http('/user/login_in', { method: 'POST' });
    expect(lastRequest(fetchMock).headers.has('x-mock-thin')).toBe(false);
  });

  it('sends no Prefer header for an operation without a chosen scenario', async () => {
    setScenario('getUserInfo', { name: 'kycPending', status: 200 });
    const fetchMock = stubFetch();
    await http('/user/login_in', { method: 'POST' });
    expect(lastRequest(fetchMock).headers.has('Prefer')).toBe(false);
  });
});

describe('spec §7 calls: body fields uaTime and securityInfo', () => {
  it('adds uaTime (local YYYY-MM-DD HH:mm:ss) and securityInfo to a JSON body', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2024, 0, 2, 3, 4, 5));
    const fetchMock = stubFetch();
    await http('/user/login_in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mobileNumber: 'a@b.c' }),
    });
    const { body, headers } = lastRequest(fetchMock);
    expect(body).toMatchObject({ mobileNumber: 'a@b.c', uaTime: '2024-01-02 03:04:05' });
    const traits = decodeSecurityInfo((body as { securityInfo: string }).securityInfo);
    expect(traits).toMatchObject({ userAgent: navigator.userAgent, language: navigator.language });
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('gives a POST without a body a JSON body with the two fields', async () => {
    const fetchMock = stubFetch();
    await http('/api/v1/user/info', { method: 'POST' });
    const { body, headers } = lastRequest(fetchMock);
    expect(Object.keys(body as object).sort()).toEqual(['securityInfo', 'uaTime']);
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('leaves the body of the payment path (securityInfo: false) as the caller built it', async () => {
    const fetchMock = stubFetch();
    const sent = JSON.stringify({ orderId: '7' });
    await http('/otc/payment/pay', { method: 'POST', body: sent });
    expect(lastRequest(fetchMock).init.body).toBe(sent);
  });

  it('sends a FormData upload untouched and without a JSON content type', async () => {
    const fetchMock = stubFetch();
    const form = new FormData();
    form.append('name', 'id-front.png');
    await http('/common/upload_img', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: form,
    });
    const { init, headers } = lastRequest(fetchMock);
    expect(init.body).toBe(form);
    expect([...form.keys()]).toEqual(['name']);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('adds no body to a GET', async () => {
    const fetchMock = stubFetch();
    await http('/common/change_language?language=zh_CN', { method: 'GET' });
    expect(lastRequest(fetchMock).init.body).toBeUndefined();
  });

  it('leaves a body that is not a JSON object alone', async () => {
    const fetchMock = stubFetch();
    await http('/user/login_in', { method: 'POST', body: '[1,2]' });
    expect(lastRequest(fetchMock).init.body).toBe('[1,2]');
  });
});
