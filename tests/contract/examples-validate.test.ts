// Every named example of the contract (request and response, every operation) matches its schema, so
// what Prism serves for a QA scenario is what a real backend may send (design.md "The contract").
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  listOperations,
  loadContract,
  type LocatedOperation,
  type Media,
  type Schema,
} from './load-contract';

interface NamedExample {
  label: string;
  schema: Schema;
  value: unknown;
}

const createValidator = () => {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addKeyword({ keyword: 'x-source', schemaType: 'string' });
  return ajv;
};

const examplesOf = (label: string, content: Record<string, Media> | undefined): NamedExample[] =>
  Object.entries(content ?? {}).flatMap(([mediaType, media]) =>
    Object.entries(media.examples ?? {}).map(([name, example]) => {
      if (!media.schema) throw new Error(`${label} ${mediaType}: example "${name}" has no schema`);
      return { label: `${label} ${mediaType} example "${name}"`, schema: media.schema, value: example.value };
    }),
  );

const namedExamples = ({ operation }: LocatedOperation): NamedExample[] => {
  const id = operation.operationId ?? '?';
  return [
    ...examplesOf(`${id} request`, operation.requestBody?.content),
    ...Object.entries(operation.responses).flatMap(([status, response]) =>
      examplesOf(`${id} ${status}`, response.content),
    ),
  ];
};

describe('spec §3, §8 named examples match their schemas', () => {
  let examples: NamedExample[] = [];
  const ajv = createValidator();

  beforeAll(async () => {
    examples = listOperations(await loadContract()).flatMap(namedExamples);
  });

  it('finds request and response examples for every operation', () => {
    expect(examples.length).toBeGreaterThan(30);
    expect(examples.some((example) => example.label.startsWith('login request'))).toBe(true);
  });

  it('validates every named example against its schema', () => {
    for (const example of examples) {
      const validate = ajv.compile(example.schema);
      if (!validate(example.value)) {
        throw new Error(`${example.label} does not match its schema: ${ajv.errorsText(validate.errors)}`);
      }
    }
  });

  it('rejects an example that breaks its schema (the check can fail)', () => {
    const userInfo = examples.find((example) => example.label.includes('getUserInfo 200'));
    expect(userInfo).toBeDefined();
    const broken = { ...(userInfo?.value as object), data: { kyc: 'approved' } };
    expect(ajv.validate(userInfo?.schema ?? {}, broken)).toBe(false);
  });
});
