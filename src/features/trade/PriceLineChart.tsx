import { LineChart } from '@mantine/charts';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
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
  const chart = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = chart.current;
    if (!root) return;
    // recharts draws its layers into <g> portals, and React listens for focus on every portal container,
    // which makes Chromium stop Tab on each layer, showing nothing (WCAG 2.4.7). Out of the Tab order they
    // go; the chart itself keeps its one Tab stop, whose arrow keys move the tooltip.
    const untab = () =>
      root.querySelectorAll('svg g:not([tabindex])').forEach((layer) => layer.setAttribute('tabindex', '-1'));
    untab();
    const observer = new MutationObserver(untab);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div role="img" aria-label={label} data-testid="price-chart" ref={chart}>
      <LineChart
        h={220}
        data={data}
        dataKey="day"
        series={[{ name: 'price', label: seriesLabel, color: 'blue.6' }]}
        curveType="monotone"
        withDots={false}
        yAxisProps={{ domain: ['auto', 'auto'] }}
      />
    </div>
  );
}
