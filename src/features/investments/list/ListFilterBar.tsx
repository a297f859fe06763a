import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, type ListFilters, STATUSES } from './list-filters';
import { PlainSelect } from './PlainSelect';
import { SortButtons } from './SortButtons';

const ALL = 'all';

/** Category (spec §9), state (spec §4: in subscription, ended) and order (spec §4 table sort) of the list. */
export function ListFilterBar({
  filters,
  onChange,
}: {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
}) {
  const { t } = useTranslation('investments');
  const categories = [
    { value: ALL, label: t('list.allCategories') },
    ...CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) })),
  ];
  const statuses = [
    { value: ALL, label: t('list.allStatuses') },
    ...STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
  ];
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <PlainSelect
        label={t('list.category')}
        options={categories}
        value={filters.category ?? ALL}
        onChange={(value) =>
          onChange({ ...filters, category: value === ALL ? undefined : (value as ListFilters['category']) })
        }
      />
      <PlainSelect
        label={t('list.status')}
        options={statuses}
        value={filters.status ?? ALL}
        onChange={(value) =>
          onChange({ ...filters, status: value === ALL ? undefined : (value as ListFilters['status']) })
        }
      />
      <SortButtons sort={filters.sort} onChange={(sort) => onChange({ ...filters, sort })} />
    </Group>
  );
}
