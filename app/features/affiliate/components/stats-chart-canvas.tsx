import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatDay } from '../../../shared/dates';
import type { AffiliateStatDay } from '../affiliate.schemas';
import { SERIES_COLOURS } from './chart-colours';

type Labels = Record<keyof typeof SERIES_COLOURS, string>;

/** The uPlot chart of the statistics (loaded on demand by StatsChart). Money is drawn in major units. */
export default function StatsChartCanvas({
  days,
  labels,
  locale,
  ariaLabel,
  decimals,
}: {
  decimals: number;
  days: AffiliateStatDay[];
  labels: Labels;
  locale: string;
  ariaLabel: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const x = days.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000);
    const data: uPlot.AlignedData = [
      x,
      days.map((d) => d.clicks),
      days.map((d) => d.signups),
      days.map((d) => d.first_deposits),
      days.map((d) => d.turnover / 10 ** decimals),
      days.map((d) => d.commission / 10 ** decimals),
    ];
    const muted = getComputedStyle(el).color || '#94a3b8';
    const grid = { stroke: 'rgba(148,163,184,0.15)', width: 1 };
    const axisFont = '11px system-ui, sans-serif';
    const dayLabel = (ts: number) => formatDay(new Date(ts * 1000).toISOString().slice(0, 10), locale).slice(0, 5);
    const height = el.clientWidth < 500 ? 240 : 300;
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: false },
          count: { range: (_u, _min, max) => [0, Math.max(4, max * 1.15)] },
          money: {},
          commission: {},
        },
        axes: [
          {
            stroke: muted,
            grid,
            font: axisFont,
            values: (_u, splits) => splits.map(dayLabel),
            space: 48,
          },
          { scale: 'count', stroke: muted, grid, font: axisFont, size: 36 },
          { scale: 'money', side: 1, stroke: muted, grid: { show: false }, font: axisFont, size: 56 },
        ],
        series: [
          {},
          { label: labels.clicks, scale: 'count', stroke: SERIES_COLOURS.clicks, width: 2 },
          { label: labels.signups, scale: 'count', stroke: SERIES_COLOURS.signups, width: 2 },
          { label: labels.first_deposits, scale: 'count', stroke: SERIES_COLOURS.first_deposits, width: 2 },
          {
            label: labels.turnover,
            scale: 'money',
            stroke: SERIES_COLOURS.turnover,
            fill: 'rgba(245,158,11,0.12)',
            width: 2,
          },
          // Commission is a small share of turnover: its own scale keeps its line readable; the table has the figures.
          { label: labels.commission, scale: 'commission', stroke: SERIES_COLOURS.commission, width: 2, dash: [6, 4] },
        ],
      },
      data,
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, labels, locale, decimals]);
  return (
    <div ref={box} role="img" aria-label={ariaLabel} data-testid="affiliate-chart" className="w-full text-text-muted" />
  );
}
