import {
  InvestmentProductSortKey,
  InvestmentProductStatus,
  ProductCategory,
  SortOrder,
} from '@generated/models';
import type { SortState } from '@/lib/table-sort';

export const CATEGORIES = Object.values(ProductCategory);
export const STATUSES = Object.values(InvestmentProductStatus);
export const SORT_KEYS = Object.values(InvestmentProductSortKey);

export interface ListFilters {
  category?: ProductCategory;
  status?: InvestmentProductStatus;
  sort?: SortState<InvestmentProductSortKey>;
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null): value is T =>
    values.includes(value as T);
const isCategory = oneOf(CATEGORIES);
const isStatus = oneOf(STATUSES);
const isSortKey = oneOf(SORT_KEYS);
const isSortOrder = oneOf(Object.values(SortOrder));

/** The list's filters and order kept in the address (?category=&status=&sortBy=&sortOrder=), to share. */
export function filtersFrom(params: URLSearchParams): ListFilters {
  const category = params.get('category');
  const status = params.get('status');
  const sortBy = params.get('sortBy');
  const sortOrder = params.get('sortOrder');
  return {
    ...(isCategory(category) ? { category } : {}),
    ...(isStatus(status) ? { status } : {}),
    ...(isSortKey(sortBy) && isSortOrder(sortOrder) ? { sort: { key: sortBy, direction: sortOrder } } : {}),
  };
}

export function paramsFor({ category, status, sort }: ListFilters): Record<string, string> {
  return {
    ...(category ? { category } : {}),
    ...(status ? { status } : {}),
    ...(sort ? { sortBy: sort.key, sortOrder: sort.direction } : {}),
  };
}

/** The list request's filter fields. */
export function requestFor({ category, status, sort }: ListFilters) {
  return {
    ...(category ? { category } : {}),
    ...(status ? { status } : {}),
    ...(sort ? { sortBy: sort.key, sortOrder: sort.direction } : {}),
  };
}
