// What a backend team trips on: one payment-type enum for assets and OTC, one canonical
// corporate KYC flow (the spec's cropPassKyc calls; invented kyc/enterprise/* calls say so), one name per
// field within the subscription family, one name and type per id within an entity family, and example
// data that agrees across operations.
import Big from 'big.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvestmentProduct, SubscriptionRecord } from '@generated/models';
import { contractExample } from '../test-utils/contract-examples';
import {
  listOperations,
  loadContract,
  type LocatedOperation,
  type Schema,
  successEnvelopeOf,
} from './load-contract';

// The examples carry every field (the schemas require few: a server may leave them out).
type Product = Required<Pick<InvestmentProduct, 'symbol' | 'issueUnitPrice' | 'subscriptionCoin'>>;
type Subscription = Required<
  Pick<SubscriptionRecord, 'recordId' | 'symbol' | 'quantity' | 'unitPrice' | 'totalAmount' | 'payCoinSymbol'>
>;

const propertiesOf = (schema: Schema): Record<string, Schema> =>
  Object.assign(
    {},
    (schema.properties as Record<string, Schema> | undefined) ?? {},
    ...((schema.allOf as Schema[] | undefined) ?? []).map(propertiesOf),
  ) as Record<string, Schema>;

describe('contract: one meaning per name', () => {
  let operations: LocatedOperation[] = [];
  const op = (id: string) => operations.find(({ operation }) => operation.operationId === id)!.operation;
  const body = (id: string) => op(id).requestBody?.content['application/json']?.schema ?? {};
  const answer = (id: string) => successEnvelopeOf(op(id));

  beforeAll(async () => {
    operations = listOperations(await loadContract());
  });

  it('uses one payment-type enum, with paynow, for receiving accounts and OTC ads', () => {
    const assets = propertiesOf(body('addPaymentMethod')).payType?.enum as string[];
    expect(assets).toContain('paynow');
    const adItems = (propertiesOf(body('createOtcAd')).paymentTypes?.items ?? {}) as Schema;
    expect(adItems.enum).toEqual(assets);
    expect(propertiesOf(body('searchOtcAds')).paymentType?.enum).toEqual(assets);
    const adsExample = contractExample('trade', 'otcSearchResults') as {
      data: { items: { paymentTypes: string[] }[] };
    };
    for (const ad of adsExample.data.items)
      for (const type of ad.paymentTypes) expect(assets).toContain(type);
  });

  it('saves corporate KYC through the spec cropPassKyc calls; kyc/enterprise/* calls say they are invented', () => {
    const paths = operations.map(({ path }) => path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/cropPassKyc/completeUserInputInfo',
        '/cropPassKyc/savePartPersonKycInfo',
        '/cropPassKyc/getCountryList',
      ]),
    );
    const invented = operations.filter(({ path }) => path.startsWith('/kyc/enterprise/'));
    expect(invented.length).toBeGreaterThan(0);
    for (const { path, operation } of invented) {
      expect(operation['x-source'], path).toBe('assumed');
      expect(operation.description, path).toMatch(/Invented call[\s\S]*the\s+spec\s+shows\s+no\s+call/);
    }
  });

  it('saves no corporate KYC data through an invented call: they take the application id and little else', () => {
    const fieldsOf = (id: string) => Object.keys(propertiesOf(body(id)));
    const context = ['uaTime', 'securityInfo'];
    expect(fieldsOf('saveCorporateKycDraft').sort()).toEqual(['id', 'step', ...context].sort());
    expect(fieldsOf('submitCorporateKyc').sort()).toEqual(['declarationAccepted', 'id', ...context].sort());
    for (const field of ['entityName', 'registrationCountry', 'corporationType', 'supplementaryFiles'])
      expect(fieldsOf('completeCorporateKycUserInput'), field).toContain(field);
    expect(fieldsOf('saveCorporateKycPeople')).toContain('relatedPeople');
  });

  // Where each operation of a family carries the entity's id: its request body, its answer's data, or
  // the items of its answer's list. A field named `id` or ending in `Id` there is the entity's id.
  type Place = 'body' | 'data' | 'items';
  const ENTITY_FAMILIES: Record<string, { name: string; type: string; ops: [string, Place][] }> = {
    'coin withdrawal (api-family.md finance/do_withdraw_v4, cancel_withdraw)': {
      name: 'withdrawId',
      type: 'integer',
      ops: [
        ['submitWithdrawal', 'data'],
        ['listWithdrawals', 'items'],
        ['cancelWithdrawal', 'body'],
        ['getIdentityAuthInfo', 'body'],
        ['checkIdentityAuthInfo', 'body'],
      ],
    },
    'fiat deposit (api-family.md fiat/cancel_deposit)': {
      name: 'id',
      type: 'string',
      ops: [
        ['createFiatDeposit', 'data'],
        ['listFiatDeposits', 'items'],
        ['confirmFiatDepositTransfer', 'body'],
        ['confirmFiatDepositTransfer', 'data'],
        ['cancelFiatDeposit', 'body'],
        ['createUpiDeposit', 'data'],
        ['listUpiDeposits', 'items'],
      ],
    },
    'fiat withdrawal (api-family.md fiat/cancel_withdraw)': {
      name: 'id',
      type: 'string',
      ops: [
        ['submitFiatWithdrawal', 'data'],
        ['listFiatWithdrawals', 'items'],
        ['cancelFiatWithdrawal', 'body'],
      ],
    },
    'bank card': {
      name: 'id',
      type: 'integer',
      ops: [
        ['getBankCard', 'data'],
        ['listBankCards', 'items'],
        ['addBankCard', 'data'],
        ['updateBankCard', 'body'],
        ['deleteBankCard', 'body'],
      ],
    },
    'receiving account': {
      name: 'id',
      type: 'integer',
      ops: [
        ['listPaymentMethods', 'items'],
        ['addPaymentMethod', 'data'],
        ['updatePaymentMethod', 'body'],
        ['deletePaymentMethod', 'body'],
        ['setPaymentMethodOpen', 'body'],
      ],
    },
    'API key': {
      name: 'id',
      type: 'integer',
      ops: [
        ['listApiKeys', 'items'],
        ['createApiKey', 'data'],
        ['getApiKey', 'body'],
        ['updateApiKey', 'body'],
        ['deleteApiKey', 'body'],
      ],
    },
    'spot order': {
      name: 'orderId',
      type: 'string',
      ops: [
        ['createOrder', 'data'],
        ['listCurrentOrders', 'items'],
        ['listOrderHistory', 'items'],
        ['cancelOrder', 'body'],
      ],
    },
  };

  const typeOf = (schema: Schema) =>
    [schema.type, ...((schema.anyOf as Schema[] | undefined) ?? []).map((s) => s.type)].flat();
  /** The data schema of an answer (the non-null branch when data may be null). */
  const dataOf = (id: string) => {
    const data = propertiesOf(answer(id)).data ?? {};
    const branches = (data.anyOf as Schema[] | undefined)?.filter((s) => s.type !== 'null');
    return branches?.[0] ?? data;
  };
  const itemsOf = (id: string) => {
    const lists = Object.values(propertiesOf(dataOf(id))).filter((s) => s.type === 'array');
    expect(lists, `${id} answers one list`).toHaveLength(1);
    return (lists[0]?.items ?? {}) as Schema;
  };
  const at = (id: string, place: Place) =>
    place === 'body' ? body(id) : place === 'data' ? dataOf(id) : itemsOf(id);

  it.each(Object.entries(ENTITY_FAMILIES))(
    'names and types the id of a %s one way in every call',
    (_family, { name, type, ops }) => {
      for (const [id, place] of ops) {
        const ids = Object.entries(propertiesOf(at(id, place))).filter(([field]) => /(^id$|Id$)/.test(field));
        const entityIds = ids.filter(
          ([field]) => !['transactionId', 'bankCardId', 'addressId'].includes(field),
        );
        expect(
          entityIds.map(([field]) => field),
          `${id} ${place}`,
        ).toEqual([name]);
        expect(typeOf(entityIds[0]![1]), `${id} ${place}.${name}`).toContain(type);
      }
    },
  );

  it('names the subscription fields alike in the subscribe answer and the records', () => {
    const placed = Object.keys(propertiesOf(propertiesOf(answer('subscribeInvestmentProduct')).data ?? {}));
    const dataSchema = propertiesOf(answer('subscribeInvestmentProduct')).data ?? {};
    const branches = ((dataSchema.anyOf as Schema[] | undefined) ?? [dataSchema]).flatMap((s) =>
      Object.keys(propertiesOf(s)),
    );
    const recordItems = (propertiesOf(propertiesOf(answer('listSubscriptionRecords')).data ?? {}).items
      ?.items ?? {}) as Schema;
    const recordFields = Object.keys(propertiesOf(recordItems));
    for (const field of ['recordId', 'ctime', 'quantity', 'unitPrice', 'totalAmount', 'payCoinSymbol'])
      expect([...placed, ...branches], field).toContain(field);
    for (const field of ['recordId', 'ctime', 'quantity', 'unitPrice', 'totalAmount', 'payCoinSymbol'])
      expect(recordFields, field).toContain(field);
  });

  it("prices a subscription at its product's unit price and coin (examples agree across operations)", () => {
    const products = (contractExample('investments', 'productList') as { data: { items: Product[] } }).data
      .items;
    const records = (contractExample('assets', 'subscriptionRecords') as { data: { items: Subscription[] } })
      .data.items;
    const placed = (contractExample('investments', 'subscribed') as { data: Subscription }).data;
    const checked = [...records, placed].filter((record) => {
      const product = products.find((p) => p.symbol === record.symbol);
      if (!product) return false;
      expect(new Big(record.unitPrice).eq(product.issueUnitPrice), record.recordId).toBe(true);
      expect(record.payCoinSymbol, record.recordId).toBe(product.subscriptionCoin);
      return true;
    });
    expect(checked.length).toBeGreaterThanOrEqual(3);
    for (const record of [...records, placed])
      expect(new Big(record.quantity).times(record.unitPrice).eq(record.totalAmount), record.recordId).toBe(
        true,
      );
  });

  it('types every timestamp as epoch-ms integers, whatever the family calls it (uaTime is the spec string)', () => {
    const found: string[] = [];
    const visit = (schema: unknown, where: string): void => {
      if (!schema || typeof schema !== 'object') return;
      const node = schema as Schema;
      for (const [name, property] of Object.entries(propertiesOf(node))) {
        if (/(^ctime$|Time$)/.test(name) && name !== 'uaTime') {
          const types = [
            property.type,
            ...((property.anyOf as Schema[] | undefined) ?? []).map((s) => s.type),
          ].flat();
          found.push(name);
          expect(types, `${where}.${name}`).toContain('integer');
          expect(types, `${where}.${name}`).not.toContain('string');
        }
        visit(property, `${where}.${name}`);
      }
      for (const key of ['items', 'additionalProperties'] as const) visit(node[key], where);
      for (const key of ['anyOf', 'oneOf'] as const)
        for (const part of (node[key] as Schema[] | undefined) ?? []) visit(part, where);
    };
    for (const { operation } of operations) {
      visit(operation.requestBody?.content['application/json']?.schema, `${operation.operationId} body`);
      visit(successEnvelopeOf(operation), `${operation.operationId} 200`);
    }
    expect(new Set(found).size).toBeGreaterThan(3);
  });
});
