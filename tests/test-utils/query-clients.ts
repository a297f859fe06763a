import { QueryClient } from '@tanstack/react-query';

const clientsOfThisTest: QueryClient[] = [];

/** A fresh client without retries, emptied when its test ends (forgetQueryClients). */
export function newQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  clientsOfThisTest.push(client);
  return client;
}

/**
 * Empties the clients the ended test made. Unmounting leaves their queries cached, so a call the test left
 * in flight (a login that then refetches the user info) could refetch them later through the next test's
 * fetch stub, and that test would count a call its screen never made. Clearing cancels what is in flight, and
 * a call cancelled before its task started is not sent (send-request.ts). Called after each test (tests/setup.ts).
 */
export function forgetQueryClients(): void {
  for (const client of clientsOfThisTest.splice(0)) client.clear();
}
