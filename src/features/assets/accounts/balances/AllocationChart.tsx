import { DonutChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AllocationSlice } from './allocation';

const COLORS = [
  'indigo.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'cyan.6',
  'yellow.6',
  'pink.6',
  'lime.6',
  'gray.6',
];

/** The account's value by asset, its own lazy chunk: the chart library loads with it only. */
export default function AllocationChart({ slices }: { slices: AllocationSlice[] }) {
  const { t } = useTranslation('accounts');
  return (
    <Stack gap="xs" align="center" data-testid="allocation-chart">
      <Text size="sm" fw={600}>
        {t('chart.title')}
      </Text>
      <DonutChart
        data={slices.map((slice, index) => ({
          name: slice.name,
          value: slice.percent,
          color: COLORS[index % COLORS.length] ?? 'gray.6',
        }))}
        valueFormatter={(value) => `${value.toFixed(1)}%`}
        withTooltip
        withLabelsLine={false}
        size={160}
        thickness={24}
        chartLabel={t('chart.label')}
        aria-label={t('chart.description', {
          slices: slices.map((slice) => `${slice.name} ${slice.percent.toFixed(1)}%`).join(', '),
        })}
        role="img"
      />
    </Stack>
  );
}
