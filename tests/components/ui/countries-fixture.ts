import type { CountryListEnvelope } from '@generated/models';
import { contractExample } from '../../test-utils/contract-examples';

/** The contract's country list (openapi/examples/public.yaml "countries"): names in zh_CN, the mock's. */
export const COUNTRIES = (contractExample('public', 'countries') as CountryListEnvelope).data;
