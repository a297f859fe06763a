// Every operation carries what /tmp/conventions.md and design.md "The contract" require: the agreed
// id, method, path, tag and host, x-source, x-read on read-only POSTs, token security, the envelope,
// named examples, and the request context (uaTime, securityInfo) on every POST body (spec §7).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  listOperations,
  loadContract,
  type LocatedOperation,
  type Schema,
  successEnvelopeOf,
} from './load-contract';

// The conventions table of the Foundation issue (the shell's calls): operationId, method, path, tag, host, read (x-read on POSTs; GETs read unless
// marked x-read: false), token-protected.
const agreed = [
  ['getPublicInfo', 'post', '/api/v0/public', 'public', 'dashboard', true, false],
  ['getPublicConfig', 'get', '/api/v0/public/config', 'public', 'dashboard', true, false],
  ['getCountryList', 'post', '/api/v0/public/areas', 'public', 'dashboard', true, false],
  ['getUserInfo', 'post', '/api/v1/user/info', 'user', 'dashboard', true, true],
  ['login', 'post', '/user/login_in', 'user', 'web', false, false],
  ['logout', 'get', '/api/v0/public/logout', 'user', 'dashboard', false, true],
  ['changeLanguage', 'get', '/common/change_language', 'common', 'web', false, false],
  ['getFiatCoinList', 'post', '/common/getFaitCoinList', 'common', 'web', true, false],
  ['getRate', 'post', '/common/rateV2', 'common', 'web', true, false],
  ['getUnreadMessageCount', 'post', '/message/v4/get_no_read_message_count', 'message', 'web', true, true],
  ['uploadImage', 'post', '/common/upload_img', 'upload', 'upload', false, true],
  ['startCaptcha', 'post', '/common/tartCaptcha', 'common', 'web', true, false],
] as const;

const sources = ['seed', 'family', 'assumed'];

// Properties a body schema declares, through allOf.
const declaredProperties = (schema: Schema): Record<string, Schema> =>
  Object.assign(
    {},
    (schema.properties as Record<string, Schema> | undefined) ?? {},
    ...((schema.allOf as Schema[] | undefined) ?? []).map(declaredProperties),
  ) as Record<string, Schema>;
const requiredProperties = (schema: Schema): string[] => [
  ...((schema.required as string[] | undefined) ?? []),
  ...((schema.allOf as Schema[] | undefined) ?? []).flatMap(requiredProperties),
];

describe('conventions: operations of the contract', () => {
  let operations: LocatedOperation[] = [];
  const byId = (id: string) => operations.find(({ operation }) => operation.operationId === id);

  beforeAll(async () => {
    operations = listOperations(await loadContract());
  });

  it('has the Foundation operations of the conventions table, and unique operationIds', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids).toEqual(expect.arrayContaining(agreed.map(([id]) => id)));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(agreed)(
    '%s: %s %s, tag %s, x-host %s, read %s, token %s',
    (id, method, path, tag, host, read, token) => {
      const located = byId(id);
      expect(located).toMatchObject({ method, path });
      const op = located!.operation;
      expect(op.tags).toEqual([tag]);
      expect(op['x-host']).toBe(host);
      expect(op['x-read'] ?? method === 'get').toBe(read);
      if (method === 'post') expect(op['x-read'] === true).toBe(read);
      expect(op.security).toEqual(token ? [{ token: [] }] : []);
      if (token) {
        const unauthorized = op.responses['401']?.content?.['application/json']?.examples?.UNAUTHORIZED;
        expect(unauthorized?.value).toMatchObject({ code: 'UNAUTHORIZED' });
      }
    },
  );

  it('gives every operation a summary, description, x-source and a named-example envelope answer', () => {
    for (const { operation: op } of operations) {
      const where = op.operationId;
      expect(op.summary, `${where} summary`).toBeTruthy();
      expect(op.description, `${where} description`).toBeTruthy();
      expect(sources, `${where} x-source`).toContain(op['x-source']);
      const messageField = op['x-envelope'] === 'legacy' ? 'msg' : 'message';
      const envelope = successEnvelopeOf(op);
      expect(Object.keys((envelope.properties as object) ?? {}), `${where} envelope`).toEqual(
        expect.arrayContaining(['code', messageField, 'data']),
      );
      // Open: a server may add fields to an answer (design.md "Tolerant where servers vary").
      expect(envelope.additionalProperties, `${where} envelope open`).not.toBe(false);
      for (const [status, response] of Object.entries(op.responses)) {
        for (const content of Object.values(response.content ?? {})) {
          expect(content.example, `${where} ${status} uses a single example`).toBeUndefined();
          expect(Object.keys(content.examples ?? {}).length, `${where} ${status} examples`).toBeGreaterThan(
            0,
          );
        }
      }
    }
  });

  it('lets every POST body carry the optional request context uaTime and securityInfo (spec §7)', () => {
    const posts = operations.filter(({ method }) => method === 'post');
    expect(posts.length).toBeGreaterThan(0);
    for (const { operation: op } of posts) {
      const bodies = Object.values(op.requestBody?.content ?? {});
      expect(bodies.length, `${op.operationId} has a body`).toBeGreaterThan(0);
      for (const body of bodies) {
        const schema = body.schema ?? {};
        expect(Object.keys(declaredProperties(schema)), `${op.operationId}`).toEqual(
          expect.arrayContaining(['uaTime', 'securityInfo']),
        );
        expect(requiredProperties(schema)).not.toContain('uaTime');
        expect(requiredProperties(schema)).not.toContain('securityInfo');
      }
    }
  });

  it('declares the exchange-auto: 1 header on getUnreadMessageCount (spec §7)', () => {
    const header = byId('getUnreadMessageCount')?.operation.parameters?.find(
      (p) => p.name === 'exchange-auto',
    );
    expect(header).toMatchObject({ in: 'header', required: true, schema: { const: '1' } });
  });

  it('takes fiat on getRate and the login fields on login', () => {
    const rate = byId('getRate')?.operation.requestBody?.content['application/json']?.schema ?? {};
    expect(requiredProperties(rate)).toContain('fiat');
    const login = byId('login')?.operation.requestBody?.content['application/json']?.schema ?? {};
    expect(requiredProperties(login)).toEqual(expect.arrayContaining(['mobileNumber', 'loginPword']));
    expect(Object.keys(declaredProperties(login))).toEqual(
      expect.arrayContaining([
        'verificationType',
        'csessionid',
        'sig',
        'token',
        'scene',
        'geetest_challenge',
      ]),
    );
  });
});
