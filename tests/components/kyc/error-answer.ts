import { contractExample } from '../../test-utils/contract-examples';
import type { MockAnswer } from '../../test-utils/mock-api';

export const errorExample = (name: string, status: number): MockAnswer => ({
  status,
  body: contractExample('errors', name),
});
