/** How the token and the fiat account tables look, rows striped and found by the same test id. */
export const ACCOUNT_TABLE = { verticalSpacing: 'sm', rowTestId: 'asset-row', striped: true } as const;
