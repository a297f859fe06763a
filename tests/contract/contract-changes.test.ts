// contract:changes (scripts/contract-changes.mjs, docs/contract.md "Versions"): every change between two
// versions is classified for a client and for a server, and a breaking one needs a major version or a line
// of the changelog's unreleased notes naming its operation.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import {
  type ContractChange,
  contractChanges,
  unexplainedBreaks,
  unreleasedNotes,
} from '../../scripts/lib/contract-changes.mjs';

type Schema = Record<string, unknown>;
const media = (schema: Schema) => ({ content: { 'application/json': { schema } } });

/** One operation in the contract's own answer form (spec §8): success envelope under `then`. */
const contract = ({ answer, request }: { answer: Schema; request: Schema }) => ({
  openapi: '3.1.0',
  info: { title: 'x', version: '1.0.0' },
  paths: {
    '/finance/balance': {
      post: {
        operationId: 'balance',
        requestBody: media(request),
        responses: {
          '200': media({
            if: { properties: { code: { const: 'SUCCESS' } } },
            then: { type: 'object', properties: { data: answer } },
            else: { type: 'object', properties: { code: { type: 'string' } } },
          }),
        },
      },
    },
  },
});
const answer = (extra: Schema = {}): Schema => ({
  type: 'object',
  required: ['coin'],
  properties: { coin: { type: 'string' }, state: { enum: ['open', 'frozen'] } },
  ...extra,
});
const request = (states = ['open', 'frozen']): Schema => ({
  type: 'object',
  properties: { state: { enum: states } },
});
const base = contract({ answer: answer(), request: request() });

describe('contract:changes classifies each change for a client and for a server', () => {
  it('a required answer field added breaks a server, not a client', async () => {
    const after = contract({
      answer: answer({
        required: ['coin', 'fee'],
        properties: {
          coin: { type: 'string' },
          fee: { type: 'string' },
          state: { enum: ['open', 'frozen'] },
        },
      }),
      request: request(),
    });
    const changes = await contractChanges(base, after);
    const required = changes.find((change) => change.path.includes('required'));
    expect(required).toMatchObject({
      operation: 'POST /finance/balance',
      part: 'answer',
      client: 'non-breaking',
      server: 'breaking',
      breaking: true,
    });
  });

  it('an enum value removed from an answer breaks a server; from a request, a client', async () => {
    const fromAnswer = await contractChanges(
      base,
      contract({
        answer: answer({ properties: { coin: { type: 'string' }, state: { enum: ['open'] } } }),
        request: request(),
      }),
    );
    expect(fromAnswer.filter((change) => change.breaking)).toEqual([
      expect.objectContaining({ part: 'answer', client: 'non-breaking', server: 'breaking' }),
    ]);
    const fromRequest = await contractChanges(
      base,
      contract({ answer: answer(), request: request(['open']) }),
    );
    expect(fromRequest.filter((change) => change.breaking)).toEqual([
      expect.objectContaining({ part: 'request', client: 'breaking' }),
    ]);
  });

  it('an optional answer field added breaks nobody', async () => {
    const changes = await contractChanges(
      base,
      contract({
        answer: answer({
          properties: {
            coin: { type: 'string' },
            note: { type: 'string' },
            state: { enum: ['open', 'frozen'] },
          },
        }),
        request: request(),
      }),
    );
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.filter((change) => change.breaking)).toEqual([]);
  });
});

describe('a breaking change needs a major version or a note naming it', () => {
  const broken: ContractChange[] = [
    {
      operation: 'POST /finance/balance',
      part: 'answer',
      path: 'x',
      action: 'add',
      description: 'd',
      client: 'non-breaking',
      server: 'breaking',
      breaking: true,
    },
  ];
  const changelog = (notes: string) =>
    `# Contract changelog\n\n## Unreleased\n\n${notes}\n\n## 1.0.0 (2026-01-01)\n\nold\n`;

  it('names the change when the major stays and no unreleased line explains it', () => {
    const notes = unreleasedNotes(changelog('- /finance/balance answers a fee.'));
    expect(notes).toBe('- /finance/balance answers a fee.');
    expect(unexplainedBreaks(broken, { releasedVersion: '1.0.0', workingVersion: '1.1.0', notes })).toEqual(
      broken,
    );
  });

  it('allows it with a major version, or with a "breaking" line naming the operation', () => {
    expect(
      unexplainedBreaks(broken, { releasedVersion: '1.0.0', workingVersion: '2.0.0', notes: '' }),
    ).toEqual([]);
    const notes = unreleasedNotes(changelog('- Breaking for servers: /finance/balance must answer `fee`.'));
    expect(unexplainedBreaks(broken, { releasedVersion: '1.0.0', workingVersion: '1.0.0', notes })).toEqual(
      [],
    );
  });
});

describe('npm run contract:changes on the released contract', () => {
  const run = promisify(execFile);
  const latest = fs
    .readdirSync('openapi/releases')
    .filter((file) => file.endsWith('.yaml'))
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
    .at(-1)!;

  it('fails on a planted required answer field, naming the operation; passes the release itself', async () => {
    const released = yaml.load(fs.readFileSync(`openapi/releases/${latest}`, 'utf8')) as {
      components: { schemas: Record<string, Schema & { required?: string[]; properties: Schema }> };
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-changes-'));
    try {
      const planted = structuredClone(released);
      const row = planted.components.schemas.AssetRow!;
      row.required = [...(row.required ?? []), 'plantedField'];
      row.properties.plantedField = { type: 'string', 'x-source': 'assumed' };
      fs.writeFileSync(path.join(dir, 'planted.yaml'), yaml.dump(planted, { noRefs: true }));
      fs.writeFileSync(path.join(dir, 'same.yaml'), yaml.dump(released, { noRefs: true }));
      const args = ['scripts/contract-changes.mjs', '--from', `openapi/releases/${latest}`, '--to'];
      const failed = await run('node', [...args, path.join(dir, 'planted.yaml')]).catch(
        (error: unknown) => error,
      );
      expect(failed).toMatchObject({ code: 1 });
      expect((failed as { stderr: string }).stderr).toMatch(/### POST \/finance\/v5\/account_balance/);
      expect((failed as { stderr: string }).stderr).toMatch(/plantedField.*server: \*\*breaking\*\*/);
      const same = await run('node', [...args, path.join(dir, 'same.yaml')]);
      expect(same.stdout).toMatch(/: 0 changes/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
