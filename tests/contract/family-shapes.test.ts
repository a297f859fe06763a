// Where the contract says `x-source: family`, the names are the family's (api-family.md); where it keeps
// its own shape, the mark says `assumed`; what spec.md states is `seed`.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contractDir,
  listOperations,
  loadContract,
  readYaml,
  yamlFilesIn,
  type LocatedOperation,
  type Schema,
  successEnvelopeOf,
} from './load-contract';

type Schemas = Record<string, Schema>;
const componentSchemas = (): Schemas =>
  Object.assign(
    {},
    ...yamlFilesIn('components').map(
      (file) => (readYaml(file) as { components?: { schemas?: Schemas } }).components?.schemas ?? {},
    ),
  ) as Schemas;

const composes = (schema: Schema, name: string): boolean =>
  ((schema.allOf as Schema[] | undefined) ?? []).some((part) =>
    String(part.$ref ?? '').endsWith(`/schemas/${name}`),
  );
const propertiesOf = (schema: Schema): Record<string, Schema> =>
  Object.assign(
    {},
    (schema.properties as Record<string, Schema> | undefined) ?? {},
    ...((schema.allOf as Schema[] | undefined) ?? []).map(propertiesOf),
  ) as Record<string, Schema>;
const requiredOf = (schema: Schema): string[] => [
  ...((schema.required as string[] | undefined) ?? []),
  ...((schema.allOf as Schema[] | undefined) ?? []).flatMap(requiredOf),
];

describe('contract: the family shapes, honestly marked', () => {
  let schemas: Schemas = {};
  let operations: LocatedOperation[] = [];
  const data = (id: string): Schema => {
    const op = operations.find(({ operation }) => operation.operationId === id)!.operation;
    return propertiesOf(successEnvelopeOf(op)).data ?? {};
  };
  const body = (id: string): Schema =>
    operations.find(({ operation }) => operation.operationId === id)!.operation.requestBody?.content[
      'application/json'
    ]?.schema ?? {};

  beforeAll(async () => {
    expect(contractDir).toBeTruthy();
    schemas = componentSchemas();
    operations = listOperations(await loadContract());
  });

  it('marks our own choices assumed and what the spec states seed', () => {
    for (const name of ['LoginCheckType', 'TradeOrderType', 'OtcTradeType', 'OtcOrder'])
      expect(schemas[name]?.['x-source'], name).toBe('assumed');
    expect(schemas.KycStatus?.['x-source'], 'KycStatus: spec §4 lists its four values').toBe('seed');
    expect(schemas.KycStatus?.enum).toEqual(['approved', 'pending', 'rejected', 'unknown']);
    const captcha = propertiesOf(schemas.CaptchaResult ?? {});
    for (const field of ['verificationType', 'csessionid', 'sig', 'token', 'scene'])
      expect(captcha[field]?.['x-source'], `slider ${field}: spec §3`).toBe('seed');
    expect(propertiesOf(schemas.PageInfo ?? {}).total?.['x-source']).toBe('assumed');
  });

  it('never marks an items/total page family, and always marks a named list plus count family', () => {
    const pages = Object.entries(schemas).filter(([, schema]) => composes(schema, 'PageInfo'));
    const familyLists = Object.entries(schemas).filter(([, schema]) => composes(schema, 'ListCount'));
    expect(pages.length).toBeGreaterThan(0);
    expect(familyLists.length).toBeGreaterThanOrEqual(3);
    for (const [name, schema] of pages) {
      expect(schema['x-source'], name).not.toBe('family');
      expect(propertiesOf(schema).items?.['x-source'], `${name}.items`).not.toBe('family');
    }
    for (const [name, schema] of familyLists) expect(schema['x-source'], name).toBe('family');
  });

  it('spec §3 page results, api-family.md "Lists": every family list answers a named list plus count, never our page fields', () => {
    const paging = ['page', 'pageSize', 'pagesize', 'pageNum', 'size'];
    const ownPageFields = ['page', 'pageSize', 'total', 'items'];
    // data may be `anyOf: [page, null]` (a business error answers null): read the page branch.
    const answerOf = (id: string): Record<string, Schema> =>
      Object.assign(
        {},
        propertiesOf(data(id)),
        ...((data(id).anyOf as Schema[] | undefined) ?? []).map(propertiesOf),
      ) as Record<string, Schema>;
    const answerRequired = (id: string): string[] => [
      ...requiredOf(data(id)),
      ...((data(id).anyOf as Schema[] | undefined) ?? []).flatMap(requiredOf),
    ];
    const familyLists = operations
      .filter(({ operation }) => operation['x-source'] === 'family')
      .map(({ operation }) => operation.operationId!)
      .filter(
        (id) =>
          Object.keys(propertiesOf(body(id))).some((field) => paging.includes(field)) ||
          Object.keys(answerOf(id)).some((field) => [...ownPageFields, 'count'].includes(field)),
      );
    expect(familyLists.length).toBeGreaterThanOrEqual(13);
    for (const id of familyLists) {
      const fields = answerOf(id);
      const lists = Object.entries(fields).filter(
        ([name, schema]) => /List$/.test(name) && schema.type === 'array',
      );
      expect(
        lists.map(([name]) => name),
        `${id} answers one named list`,
      ).toHaveLength(1);
      expect(answerRequired(id), id).toEqual(expect.arrayContaining([lists[0]?.[0], 'count']));
      expect(fields.count?.['x-source'], `${id} count`).toBe('family');
      for (const field of ownPageFields) expect(Object.keys(fields), id).not.toContain(field);
    }
  });

  it('answers deposit records as financeList + count and takes pageNum (api-family.md deposit)', () => {
    expect(requiredOf(data('listDepositRecords'))).toEqual(expect.arrayContaining(['financeList', 'count']));
    expect(Object.keys(propertiesOf(body('listDepositRecords')))).toContain('pageNum');
    expect(Object.keys(propertiesOf(body('listDepositRecords')))).not.toContain('page');
  });

  it('answers withdrawal addresses as addressList + count with the family fields', () => {
    const page = data('listWithdrawAddresses');
    expect(requiredOf(page)).toEqual(expect.arrayContaining(['addressList', 'count']));
    const row = (propertiesOf(page).addressList?.items ?? {}) as Schema;
    expect(requiredOf(row)).toEqual(
      expect.arrayContaining([
        'id',
        'address',
        'label',
        'symbol',
        'tokenBase',
        'trustType',
        'status',
        'ctime',
        'fingerprint',
      ]),
    );
  });

  it('answers messages as userMessageList and balances as a symbols map with the totals', () => {
    expect(requiredOf(data('listUserMessages'))).toEqual(
      expect.arrayContaining(['userMessageList', 'count']),
    );
    for (const id of ['listTokenAccountAssets', 'listSpotAccountAssets']) {
      expect(requiredOf(data(id)), id).toEqual(
        expect.arrayContaining(['symbols', 'total_balance_in_btc', 'total_balance_in_usd']),
      );
      expect(propertiesOf(data(id)).symbols?.additionalProperties, id).toBeTypeOf('object');
    }
  });

  it('sends codes with the flow token; SMS with smsType and operationType, email with scene (spec §7) or operationType', () => {
    for (const id of ['sendSmsCode', 'sendEmailCode'])
      expect(Object.keys(propertiesOf(body(id))), id).toContain('token');
    expect(requiredOf(body('sendSmsCode'))).toEqual(expect.arrayContaining(['smsType', 'operationType']));
    expect(String(propertiesOf(body('sendSmsCode')).scene?.description)).toMatch(/slider/i);

    const email = body('sendEmailCode');
    const { scene, operationType } = propertiesOf(email);
    expect(scene?.type, 'spec §7 api/v0/public/email "scene"').toBe('string');
    expect(operationType?.enum).toContain('REGISTER');
    const choices = ((email.allOf as Schema[]) ?? []).flatMap((part) => (part.anyOf as Schema[]) ?? []);
    expect(choices.map((choice) => choice.required)).toEqual([['scene'], ['operationType']]);
  });
});
