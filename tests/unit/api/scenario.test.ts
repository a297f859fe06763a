import { describe, expect, it, vi } from 'vitest';
import {
  clearScenarios,
  getScenario,
  getScenarios,
  getThinMode,
  preferHeader,
  setScenario,
} from '@/api/scenario';
import { readScenarioQuery } from '@/api/scenario-query';

vi.mock('@generated/scenarios', () => import('./scenarios-fixture'));

describe('QA scenarios (design.md: Prefer header per operation)', () => {
  it('stores a scenario per operation in sessionStorage and clears it with null', () => {
    setScenario('getUserInfo', { name: 'kycPending', status: 200 });
    setScenario('login', { name: 'LOGIN_FORBIDDEN', status: 200 });
    expect(JSON.parse(window.sessionStorage.getItem('qa.scenarios') ?? '')).toEqual({
      getUserInfo: { name: 'kycPending', status: 200 },
      login: { name: 'LOGIN_FORBIDDEN', status: 200 },
    });
    setScenario('getUserInfo', null);
    expect(getScenario('getUserInfo')).toBeUndefined();
    expect(getScenario('login')).toEqual({ name: 'LOGIN_FORBIDDEN', status: 200 });
  });

  it("writes Prism's Prefer syntax with the example's status", () => {
    setScenario('getUserInfo', { name: 'UNAUTHORIZED', status: 401 });
    expect(preferHeader('getUserInfo')).toBe('code=401, example=UNAUTHORIZED');
    expect(preferHeader('login')).toBeUndefined();
  });

  it('survives a corrupted storage entry', () => {
    window.sessionStorage.setItem('qa.scenarios', '{not json');
    expect(getScenarios()).toEqual({});
    expect(preferHeader('getUserInfo')).toBeUndefined();
  });
});

describe('QA scenario query ?scenario=operationId:exampleName', () => {
  it('applies a valid pair with the status the contract gives the example', () => {
    expect(readScenarioQuery('?scenario=getUserInfo:UNAUTHORIZED')).toEqual({
      getUserInfo: { name: 'UNAUTHORIZED', status: 401 },
    });
    expect(getScenario('getUserInfo')).toEqual({ name: 'UNAUTHORIZED', status: 401 });
  });

  it('applies several pairs, comma-separated or repeated', () => {
    readScenarioQuery(
      '?scenario=getUserInfo:kycPending,login:GOOGLE_VERIFY_FAILED&scenario=login:LOGIN_FORBIDDEN',
    );
    expect(getScenarios()).toEqual({
      getUserInfo: { name: 'kycPending', status: 200 },
      login: { name: 'LOGIN_FORBIDDEN', status: 200 },
    });
  });

  it('ignores an unknown operation and an unknown example name', () => {
    const applied = readScenarioQuery(
      '?scenario=noSuchOp:kycPending,getUserInfo:noSuchExample,login:LOGIN_FORBIDDEN',
    );
    expect(applied).toEqual({ login: { name: 'LOGIN_FORBIDDEN', status: 200 } });
    expect(getScenarios()).toEqual({ login: { name: 'LOGIN_FORBIDDEN', status: 200 } });
  });

  it("chooses the mock's thin mode with thin:required or thin:no-assumed, beside the operations' pairs", () => {
    expect(readScenarioQuery('?scenario=thin:no-assumed,login:LOGIN_FORBIDDEN')).toEqual({
      login: { name: 'LOGIN_FORBIDDEN', status: 200 },
    });
    expect(getThinMode()).toBe('no-assumed');
    readScenarioQuery('?scenario=thin:everything');
    expect(getThinMode()).toBe('no-assumed');
    readScenarioQuery('?scenario=thin:required');
    expect(getThinMode()).toBe('required');
    clearScenarios();
    expect(getThinMode()).toBeUndefined();
  });

  it('changes nothing without a scenario parameter', () => {
    setScenario('login', { name: 'LOGIN_FORBIDDEN', status: 200 });
    expect(readScenarioQuery('?foo=bar')).toEqual({});
    expect(getScenarios()).toEqual({ login: { name: 'LOGIN_FORBIDDEN', status: 200 } });
  });
});
