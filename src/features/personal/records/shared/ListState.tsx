// The records screens' load states are the kit's (design.md: one query-state component); the name stays
// for the list/add/edit pages until they import it from src/kit themselves.
export {
  QueryState as ListState,
  type QueryStateProps as ListStateProps,
} from '@/kit/query-state/QueryState';
