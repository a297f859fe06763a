import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvestmentProductSortKey } from '@generated/models';
import { nextSort, type SortState } from '@/lib/table-sort';
import { SORT_KEYS } from './list-filters';

const ARROWS = { asc: '↑', desc: '↓' } as const;

/** Spec §4 table sort on the list: each click goes ascending → descending → none. */
export function SortButtons({
  sort,
  onChange,
}: {
  sort: SortState<InvestmentProductSortKey> | undefined;
  onChange: (sort: SortState<InvestmentProductSortKey> | undefined) => void;
}) {
  const { t } = useTranslation('investments');
  return (
    <Group gap="xs" align="center">
      <Text size="sm" c="dimmed">
        {t('list.sortBy')}
      </Text>
      {SORT_KEYS.map((key) => {
        const direction = sort?.key === key ? sort.direction : undefined;
        return (
          <Button
            key={key}
            size="xs"
            variant={direction ? 'light' : 'default'}
            aria-label={t(`list.sort.${direction ?? 'none'}`, { field: t(`fields.${key}`) })}
            onClick={() => onChange(nextSort(sort ?? null, key) ?? undefined)}
          >
            {direction ? `${t(`fields.${key}`)} ${ARROWS[direction]}` : t(`fields.${key}`)}
          </Button>
        );
      })}
    </Group>
  );
}
