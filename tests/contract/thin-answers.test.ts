// The mock's thin modes (design.md "The contract"; scripts/lib/thin-answers.mjs): `required` keeps only what
// the contract requires, `no-assumed` drops the scalars it marks only `x-source: assumed`; the proxy in front of Prism
// applies them per request (`x-mock-thin`) and passes every other answer through untouched.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBundledContract } from '../../scripts/contract-report.mjs';
import { requiredAnswerFields } from '../../scripts/contract-required.mjs';
import { prune, thinAnswer } from '../../scripts/lib/thin-answers.mjs';
import { createThinProxy } from '../../scripts/lib/thin-proxy.mjs';
import { serveDist } from '../../scripts/serve-dist.mjs';

const DOC = {
  paths: {},
  components: {
    schemas: {
      Money: {
        type: 'object',
        required: ['amount'],
        properties: { amount: { type: 'string' }, note: { type: 'string', 'x-source': 'assumed' } },
      },
      Assumed: { type: 'object', 'x-source': 'assumed', properties: { a: { type: 'string' } } },
      Coin: {
        type: 'object',
        required: ['kind', 'code'],
        properties: { kind: { const: 'coin' }, code: { type: 'string' }, chain: { type: 'string' } },
      },
      Fiat: {
        type: 'object',
        required: ['kind', 'symbol'],
        properties: { kind: { const: 'fiat' }, symbol: { type: 'string' }, bank: { type: 'string' } },
      },
    },
  },
};
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const ROW = {
  type: 'object',
  required: ['id', 'total'],
  allOf: [{ properties: { extra: { type: 'string' } }, required: ['extra'] }],
  properties: {
    id: { type: 'string' },
    label: { type: 'string' },
    total: ref('Money'),
    asset: { oneOf: [ref('Coin'), ref('Fiat')] },
    rates: { type: 'object', additionalProperties: ref('Money') },
    mine: { ...ref('Assumed'), 'x-source': 'family' },
    theirs: ref('Assumed'),
    guessed: { type: 'string', 'x-source': 'assumed' },
    stated: { type: 'string', 'x-source': 'seed' },
  },
};
const FULL = {
  id: '1',
  label: 'kept only without assumed',
  extra: 'x',
  total: { amount: '2', note: 'n' },
  asset: { kind: 'fiat', symbol: 'USD', bank: 'B' },
  rates: { usd: { amount: '1', note: 'n' } },
  mine: { a: 'a' },
  theirs: { a: 'a' },
  guessed: 'g',
  stated: 's',
  unnamed: 'a field no schema names',
};

describe('pruning an answer by its schema', () => {
  it('required: only required properties, through $ref, allOf, the matching oneOf branch, rows and map values', () => {
    expect(prune(DOC, { type: 'array', items: ROW }, [FULL], 'required')).toEqual([
      { id: '1', extra: 'x', total: { amount: '2' } },
    ]);
    const withAsset = { ...ROW, required: ['asset', 'rates'] };
    expect(prune(DOC, withAsset, FULL, 'required')).toEqual({
      asset: { kind: 'fiat', symbol: 'USD' },
      rates: { usd: { amount: '1' } },
      extra: 'x',
    });
  });

  it('no-assumed: drops a scalar marked only assumed; keeps objects and lists, pruning inside them', () => {
    const pruned = prune(DOC, ROW, FULL, 'no-assumed') as Record<string, unknown>;
    expect(pruned).toEqual({
      ...FULL,
      total: { amount: '2' },
      rates: { usd: { amount: '1' } },
      guessed: undefined,
    });
    expect(Object.keys(pruned)).not.toContain('guessed');
    // An object whose schema is assumed stays: its scalars are pruned by their own marks.
    expect(pruned.theirs).toEqual({ a: 'a' });
    // A field declared twice (allOf), assumed in one place and stated in the other, is not only assumed.
    const twice = { allOf: [ROW, { properties: { guessed: { type: 'string', 'x-source': 'family' } } }] };
    expect((prune(DOC, twice, FULL, 'no-assumed') as Record<string, unknown>).guessed).toBe('g');
  });

  it('chooses then or else by the if, as every 200 answer of the contract is written', () => {
    const envelope = {
      if: { required: ['code'], properties: { code: { enum: ['SUCCESS', '0'] } } },
      then: { type: 'object', required: ['code', 'data'], properties: { code: {}, message: {}, data: ROW } },
      else: { type: 'object', required: ['code'], properties: { code: {}, message: {}, data: {} } },
    };
    expect(prune(DOC, envelope, { code: 'SUCCESS', message: 'ok', data: FULL }, 'required')).toEqual({
      code: 'SUCCESS',
      data: { id: '1', extra: 'x', total: { amount: '2' } },
    });
    expect(prune(DOC, envelope, { code: 'SYSTEM_ERROR', message: 'busy', data: null }, 'required')).toEqual({
      code: 'SYSTEM_ERROR',
    });
  });
});

type Doc = {
  paths: Record<string, Record<string, { operationId: string; responses?: Record<string, unknown> }>>;
};

describe('the contract pruned: required mode keeps only what contract:required lists', () => {
  let doc: Doc;
  beforeAll(async () => {
    doc = (await loadBundledContract()) as Doc;
  });

  const lookUp = (pointer: string) =>
    pointer
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key.replaceAll('~1', '/')], doc);
  const deref = <T>(node: T): T =>
    node && typeof node === 'object' && '$ref' in node
      ? (lookUp((node as { $ref: string }).$ref) as T)
      : node;

  /** Dotted paths of the value as contract-required.mjs writes them (`[]` rows, `{}` map values). */
  const pathsOf = (value: unknown, at: string, known: Set<string>): string[] => {
    if (Array.isArray(value)) return value.flatMap((row) => pathsOf(row, `${at}[]`, known));
    if (!value || typeof value !== 'object') return [];
    // A required map (or free object) that requires nothing inside: its keys are data, not fields.
    const inside = [...known].some((field) =>
      ['.', '{}', '[]'].some((next) => field.startsWith(`${at}${next}`)),
    );
    if (at !== 'data' && !inside) return [];
    return Object.entries(value).flatMap(([key, field]) => {
      const isMap = !known.has(`${at}.${key}`) && [...known].some((field) => field.startsWith(`${at}{}`));
      const path = isMap ? `${at}{}` : `${at}.${key}`;
      return [...(path.endsWith('{}') ? [] : [path]), ...pathsOf(field, path, known)];
    });
  };

  it('every 200 example of every operation, pruned, carries only required fields in its data', () => {
    const required = new Map(
      requiredAnswerFields(doc).map(({ operationId, fields }) => [operationId, fields]),
    );
    let checked = 0;
    const extra: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const media = (
          deref(operation.responses?.['200']) as { content?: Record<string, { examples?: object }> }
        )?.content?.['application/json'];
        for (const [name, example] of Object.entries(media?.examples ?? {})) {
          const body = (deref(example) as { value?: { data?: unknown } }).value;
          const pruned = thinAnswer(doc, { method, pathname: path, status: 200, body, mode: 'required' }) as {
            data?: unknown;
          };
          const known = new Set(required.get(operation.operationId) ?? []);
          for (const field of pathsOf(pruned?.data, 'data', known)) {
            if (!known.has(field)) extra.push(`${operation.operationId} ${name}: ${field}`);
          }
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(extra).toEqual([]);
  });
});

describe('the thin proxy in front of the mock', () => {
  let upstream: Server;
  let proxy: Server;
  let seen: IncomingHttpHeaders = {};
  const answer = JSON.stringify({ code: 'SUCCESS', message: 'ok', data: FULL });
  const doc = {
    ...DOC,
    paths: {
      '/rows': {
        post: {
          responses: {
            '200': {
              content: {
                'application/json': {
                  schema: { type: 'object', required: ['code', 'data'], properties: { code: {}, data: ROW } },
                },
              },
            },
          },
        },
      },
    },
  };
  const portOf = (server: Server) => (server.address() as AddressInfo).port;
  const listen = (server: Server) => new Promise<void>((done) => server.listen(0, '127.0.0.1', done));

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      seen = req.headers;
      res.writeHead(200, { 'content-type': 'application/json', 'x-upstream': 'prism' }).end(answer);
    });
    await listen(upstream);
    proxy = createThinProxy({ doc, upstream: `http://127.0.0.1:${portOf(upstream)}` });
    await listen(proxy);
  });
  afterAll(() => {
    proxy?.close();
    upstream?.close();
  });

  const post = (headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${portOf(proxy)}/rows`, { method: 'POST', headers, body: '{}' });

  it('passes an answer through untouched without a thin mode', async () => {
    const response = await post();
    expect(await response.text()).toBe(answer);
    expect(response.headers.get('x-upstream')).toBe('prism');
    expect(response.headers.get('x-mock-thin')).toBeNull();
  });

  it('prunes the answer the request asks to be thin, and keeps the header from the mock', async () => {
    const response = await post({ 'x-mock-thin': 'required' });
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      code: 'SUCCESS',
      data: { id: '1', extra: 'x', total: { amount: '2' } },
    });
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(body));
    expect(response.headers.get('x-mock-thin')).toBe('required');
    expect(seen['x-mock-thin']).toBeUndefined();
  });

  it('reaches the mock through the preview server (npm run preview) with the header', async () => {
    const server = await serveDist({
      dir: '/nonexistent',
      port: 0,
      mockTarget: `http://127.0.0.1:${portOf(proxy)}`,
    });
    try {
      const response = await fetch(`http://127.0.0.1:${portOf(server)}/mock/rows`, {
        method: 'POST',
        headers: { 'x-mock-thin': 'no-assumed' },
        body: '{}',
      });
      expect(response.headers.get('x-mock-thin')).toBe('no-assumed');
      expect(Object.keys((await response.json()).data)).not.toContain('guessed');
    } finally {
      server.close();
    }
  });
});
