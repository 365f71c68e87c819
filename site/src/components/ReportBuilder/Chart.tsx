import React, { useEffect, useRef, useState } from 'react';
import {
  CategoryScale,
  Chart as ChartJs,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Tooltip,
} from 'chart.js';
import { translate } from '@docusaurus/Translate';
import { useColorMode } from '@docusaurus/theme-common';
import { seriesOf, type Row } from './model';
import styles from './styles.module.css';

// Chart.js tree-shaken: a line chart over a category axis (the rows' datetime
// labels as the API writes them, so no date adapter), its legend and tooltips.
ChartJs.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Legend, Tooltip);

/**
 * Line colours with 3:1 or more against each mode's background (WCAG 1.4.11),
 * told apart by their dash pattern as well as their colour.
 */
const palettes = {
  light: ['#1D4ED8', '#B4005F', '#047857', '#B45309', '#6D28D9', '#0F766E', '#BE123C', '#4D5563'],
  dark: ['#60A5FA', '#FF6FB8', '#34D399', '#FBBF24', '#C4B5FD', '#2DD4BF', '#FDA4AF', '#D1D5DB'],
};
const dashes = [[], [6, 3], [2, 3], [8, 3, 2, 3]];

interface Props {
  rows: Row[];
  dimensions: string[];
  metric: string;
  interval: string;
  /** The interval as the reader's language names it. */
  intervalName: string;
}

/** A report with an interval as lines over time; the rows' table above is its text alternative. */
export default function Chart({ rows, dimensions, metric, interval, intervalName }: Props): React.JSX.Element {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { colorMode } = useColorMode();
  const [ready, setReady] = useState(false);
  const { labels, series } = seriesOf(rows, dimensions, metric);

  useEffect(() => {
    if (!canvas.current) return;
    const palette = palettes[colorMode];
    const text = getComputedStyle(document.documentElement).getPropertyValue('--ifm-font-color-base').trim();
    const grid = getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-emphasis-300').trim();
    const chart = new ChartJs(canvas.current, {
      type: 'line',
      data: {
        labels: labels.map((l) => (interval === 'day' || interval === 'week' ? l.slice(0, 10) : l.slice(0, 7))),
        datasets: series.map((s, i) => ({
          label: s.label,
          data: s.values,
          borderColor: palette[i % palette.length],
          backgroundColor: palette[i % palette.length],
          borderDash: dashes[Math.floor(i / palette.length) % dashes.length] ?? [],
          borderWidth: 2,
          pointRadius: 3,
          spanGaps: false,
        })),
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        color: text,
        scales: {
          x: { ticks: { color: text }, grid: { color: grid } },
          y: { ticks: { color: text }, grid: { color: grid }, title: { display: true, text: metric, color: text } },
        },
        plugins: { legend: { labels: { color: text } } },
      },
    });
    setReady(true);
    return () => chart.destroy();
  }, [labels, series, metric, interval, colorMode]);

  return (
    <figure className={styles.chart}>
      <div className={styles.canvas}>
        <canvas
          ref={canvas}
          role="img"
          data-testid="report-chart"
          data-ready={ready}
          aria-label={translate(
            {
              id: 'reportBuilder.chart.label',
              message:
                'Line chart of {metric} by {interval}, one line per {lines}. The table of rows above holds the same figures.',
            },
            { metric, interval: intervalName, lines: dimensions.length ? dimensions.join(' × ') : metric },
          )}
        />
      </div>
      <figcaption className={styles.caption}>
        {translate(
          { id: 'reportBuilder.chart.caption', message: '{metric} by {interval}' },
          { metric, interval: intervalName },
        )}
      </figcaption>
    </figure>
  );
}
