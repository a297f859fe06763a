// contract:verify against stand-in servers of the family (design.md "The contract": tolerant where servers
// vary, strict where the app depends). Each server answers every operation with the operation's own
// success example, changed one way: unknown fields added everywhere and a business error under HTTP 200
// (spec §8) must pass; a required field dropped or a decimal string sent as a number must be caught in
// every operation whose answer has one, and nowhere else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerSpots, at, type Path } from './fixtures/answer-spots';
import { type Answer, type Contract, startFamilyServer, successExample } from './fixtures/family-server';
import { type Report, verify } from './fixtures/run-verify';
import { loadContract, type Operation, type Schema } from './load-contract';

const answerSchema = (operation: Operation) =>
  (operation.responses['200']?.content?.['application/json']?.schema ?? {}) as Schema;
const where = (path: Path) => ['response', 'body', ...path].join('.');
const inData = (path: Path) => path[0] === 'data';

// What the app reads, named by the spec rather than taken from the contract, so a contract that stops
// requiring one of these fields (or stops typing it as a decimal string) fails the tests below.
const readBySpec: Record<string, Path> = {
  getUserInfo: ['data', 'kyc'], // spec §3 User info: kyc (status string), read by the KYC guard
  getUnreadMessageCount: ['data', 'noReadMsgCount'], // spec §7 "reads noReadMsgCount, userMessageList"
  startCaptcha: ['data', 'challenge'], // spec §7 "returns challenge, gt, success"
  sendEmailCode: ['data', 'verifyToken'], // spec §7 "returns verifyToken"
  getRate: ['data', 'rate'], // spec §7 "reads data.rate[fiat]"
};
const decimalsBySpec: Record<string, Path> = {
  getRate: ['data', 'rate', 'usd', 'BTC'], // spec §7 data.rate[fiat]: a coin's price in that fiat
  getAssetOverview: ['data', 'total_balance_in_btc'], // api-family.md assets: total_balance_in_btc
};

interface Planted {
  where: string;
  message: RegExp;
}

describe('contract:verify against servers of the family', () => {
  let doc: Contract;
  const cleanups: (() => unknown)[] = [];

  beforeAll(async () => {
    doc = await loadContract();
  });
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  const verifyServer = async (answer: (operation: Operation) => Answer) => {
    const server = await startFamilyServer(doc, answer);
    cleanups.push(server.close);
    return verify(server.url);
  };

  // Each finding belongs to a changed operation and names what was changed there; each changed operation
  // that was replayed has a finding.
  const expectCaught = (report: Report, planted: Map<string, Planted[]>) => {
    for (const finding of report.findings) {
      const expected = planted.get(finding.operationId);
      expect(expected, `unplanted finding ${JSON.stringify(finding)}`).toBeDefined();
      for (const mistake of expected!) {
        expect(finding.violations, `${finding.operationId} ${mistake.where}`).toContainEqual(
          expect.objectContaining({ where: mistake.where, message: expect.stringMatching(mistake.message) }),
        );
      }
    }
    const replayedPlanted = [...planted.keys()].filter((id) => !report.skipped.includes(id));
    expect(new Set(report.findings.map((f) => f.operationId))).toEqual(new Set(replayedPlanted));
  };

  it(
    'passes a server that adds unknown fields to every object of every answer',
    { timeout: 120_000 },
    async () => {
      let objects = 0;
      const { code, report } = await verifyServer((operation) => {
        const body = successExample(operation);
        for (const path of answerSpots(answerSchema(operation), body).objects) {
          Object.assign(at(body, path) as object, {
            serverOnlyField: 'x',
            serverOnlyObject: { nested: [1] },
          });
          objects += 1;
        }
        return { body };
      });

      expect(report.findings).toEqual([]);
      expect(objects, 'objects the server extended').toBeGreaterThan(report.replayed);
      expect(code).toBe(0);
    },
  );

  it(
    'passes {code: "UNAUTHORIZED", data: null} under HTTP 200 from every operation (spec §8 business error)',
    { timeout: 120_000 },
    async () => {
      const { code, report } = await verifyServer(() => ({ body: { code: 'UNAUTHORIZED', data: null } }));

      expect(report.findings).toEqual([]);
      expect(report.replayed).toBeGreaterThan(100);
      expect(code).toBe(0);
    },
  );

  it(
    'catches a dropped required field in every operation whose answer has one',
    { timeout: 120_000 },
    async () => {
      const planted = new Map<string, Planted[]>();
      const { code, report } = await verifyServer((operation) => {
        const body = successExample(operation);
        const named = readBySpec[operation.operationId!];
        const field = named
          ? { parent: named.slice(0, -1), name: String(named.at(-1)) }
          : answerSpots(answerSchema(operation), body).required.find(({ parent }) => inData(parent));
        if (field) {
          delete (at(body, field.parent) as Record<string, unknown>)[field.name];
          planted.set(operation.operationId!, [
            { where: where(field.parent), message: new RegExp(`required property '${field.name}'`) },
          ]);
        }
        return { body };
      });

      // 77 operations of contract 1.0.0 require a field in their answer (the others require only their list
      // or nothing): the planted server must break most of them.
      expect(planted.size, 'operations with a required field in their answer').toBeGreaterThan(70);
      for (const id of Object.keys(readBySpec)) expect(planted.has(id), id).toBe(true);
      expectCaught(report, planted);
      expect(code).toBe(1);
    },
  );

  it(
    'catches a number where a decimal string is due in every operation whose answer has one',
    { timeout: 120_000 },
    async () => {
      const planted = new Map<string, Planted[]>();
      const { code, report } = await verifyServer((operation) => {
        const body = successExample(operation);
        const found = answerSpots(answerSchema(operation), body).decimals;
        const named = decimalsBySpec[operation.operationId!];
        const decimals =
          named && !found.some((path) => where(path) === where(named)) ? [...found, named] : found;
        for (const path of decimals) {
          const parent = at(body, path.slice(0, -1)) as Record<string | number, unknown>;
          parent[path.at(-1)!] = Number(parent[path.at(-1)!]);
        }
        if (decimals.length > 0)
          planted.set(
            operation.operationId!,
            decimals.map((path) => ({ where: where(path), message: /must be string/ })),
          );
        return { body };
      });

      expect(planted.size, 'operations with a decimal string in their answer').toBeGreaterThan(20);
      for (const id of Object.keys(decimalsBySpec)) expect(planted.has(id), id).toBe(true);
      expectCaught(report, planted);
      expect(code).toBe(1);
    },
  );
});
