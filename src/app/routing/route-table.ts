import type { AppRoute } from './route-meta';
import { REDIRECTS, ROUTE_RECORDS } from './routes';

export { REDIRECTS };

/** The route table of spec §2, below the `/:lang` segment: path and meta of each route record. */
export const ROUTES: AppRoute[] = ROUTE_RECORDS.map(({ path, meta }) => ({ path, meta }));
