import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PagedTable, type PagedTableProps } from '@/kit/lists/PagedTable';

export type RecordListProps<T> = Omit<PagedTableProps<T>, 'label' | 'failedTitle'> & { title: string };

/** A titled list of the deposit screen: its load states, the rows, 5 page buttons (spec §8, §9). */
export function RecordList<T>({ title, ...table }: RecordListProps<T>) {
  const { t } = useTranslation('history');
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      <PagedTable {...table} label={title} failedTitle={t('history:loadFailed')} />
    </Stack>
  );
}
