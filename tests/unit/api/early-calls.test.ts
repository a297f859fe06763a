import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/api/http';
import { stubFetch } from './fetch-stub';
import { failure } from './api-failure';

vi.mock('@generated/operations', () => import('./operations-fixture'));

afterEach(() => vi.unstubAllGlobals());

const userInfo = (init: { early?: boolean; body?: string } = {}) =>
  http('/api/v1/user/info', { method: 'POST', body: init.body ?? '{}', early: init.early });

describe('start-up calls sent before the first render (spec §4)', () => {
  it('are sent once: the same call made later takes their answer, and the one after is sent afresh', async () => {
    const fetchMock = stubFetch();
    const early = userInfo({ early: true });
    const later = userInfo();
    expect(await later).toEqual(await early);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await userInfo();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are not taken by a call with another body', async () => {
    const fetchMock = stubFetch();
    await userInfo({ early: true });
    await userInfo({ body: '{"other":1}' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await userInfo();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('hand their failure to the call that takes them (a visitor: 401)', async () => {
    stubFetch(() => new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: '' }), { status: 401 }));
    void userInfo({ early: true });
    expect(await failure(userInfo())).toMatchObject({ httpStatus: 401 });
  });
});
