import { Button, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetTransactionScenes } from '@generated/hooks/assets/assets';
import type { DateRange } from '@/lib/date-range';
import { DateRangePicker } from '@/ui/DateRangePicker';
import { LoadFailure } from '@/ui/LoadFailure';
import { useSceneLabel } from './use-scene-label';
import { HISTORY_QUICK_RANGES, type HistoryFilter, isRangeAllowed, pastQuickRange } from './history-filter';

export interface HistoryFiltersProps {
  value: HistoryFilter;
  onChange: (filter: HistoryFilter) => void;
}

// The picker's own limit: no day more than 3 months (at most 92 days) from the first one picked.
const LIMIT_DAYS = 92;

/** Type and date-range filters: the latest records by default, quick ranges back from today (spec §9). */
export function HistoryFilters({ value, onChange }: HistoryFiltersProps) {
  const { t } = useTranslation('history');
  const sceneLabel = useSceneLabel();
  const scenes = useGetTransactionScenes({});
  const [rangeError, setRangeError] = useState(false);
  const setRange = (range: DateRange | null) => {
    const allowed = range === null || isRangeAllowed(range);
    setRangeError(!allowed);
    if (allowed) onChange({ ...value, range });
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label={t('filters.type')}
          placeholder={t('filters.allTypes')}
          data={(scenes.data?.data ?? []).flatMap(({ key, label }) =>
            // a scene without its key cannot be sent as a filter: it is left out of the options
            key ? [{ value: key, label: sceneLabel(key, label) }] : [],
          )}
          value={value.scene}
          onChange={(scene) => onChange({ ...value, scene })}
          clearable
          disabled={!scenes.data}
          w={220}
        />
        <DateRangePicker
          label={t('filters.range')}
          value={value.range}
          onChange={setRange}
          limitDays={LIMIT_DAYS}
          quickRanges={[]}
          error={rangeError ? t('filters.rangeTooLong') : undefined}
        />
        <Group gap={4} role="group" aria-label={t('filters.quick')}>
          <Button
            variant={value.range === null ? 'filled' : 'default'}
            size="sm"
            onClick={() => setRange(null)}
          >
            {t('filters.latest')}
          </Button>
          {HISTORY_QUICK_RANGES.map((key) => (
            <Button key={key} variant="default" size="sm" onClick={() => setRange(pastQuickRange(key))}>
              {t(`filters.quickRanges.${key}`)}
            </Button>
          ))}
        </Group>
      </Group>
      {scenes.isError && (
        <LoadFailure message={t('filters.typesFailed')} onRetry={() => void scenes.refetch()} />
      )}
    </Stack>
  );
}
