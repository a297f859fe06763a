import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import dayjs from 'dayjs';
import type { DrawablePoint } from './price-points';

interface PriceLineChartProps {
  points: DrawablePoint[];
  label: string;
  seriesLabel: string;
}

// recharts draws numbers: the decimal strings become numbers here only to place points, never for math.
/** The chart itself (default export: the lazy chunk of PriceChart). */
export default function PriceLineChart({ points, label, seriesLabel }: PriceLineChartProps) {
  const data = points.map((point) => ({
    day: dayjs(point.time).format('MM-DD'),
    price: Number(point.price),
  }));
  return (
    <div role="img" aria-label={label} data-testid="price-chart">
      <LineChart
        h={220}
        data={data}
        dataKey="day"
        series={[{ name: 'price', label: seriesLabel, color: 'blue.6' }]}
        curveType="monotone"
        withDots={false}
        yAxisProps={{ domain: ['auto', 'auto'] }}
        // Drawn as an image with its label (role="img" above): recharts' keyboard layer would add a Tab stop
        // inside it that shows no focus and that assistive technology does not see (WCAG 2.4.7).
        accessibilityLayer={false}
      />
    </div>
  );
}
