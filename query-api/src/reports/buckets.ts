import { DAY_MS, HOUR_MS, formatWall, toInstant, toWall } from './time-zones.js';

export const INTERVALS = ['day', 'week', 'month', 'year'] as const;
export type Interval = (typeof INTERVALS)[number];

/** Start (naive wall ms) of the calendar period containing a wall time. */
export function floorWall(wallMs: number, interval: Interval): number {
  const day = Math.floor(wallMs / DAY_MS) * DAY_MS;
  const d = new Date(day);
  switch (interval) {
    case 'day':
      return day;
    case 'week': {
      // 1970-01-01 was a Thursday: (days + 3) % 7 is 0 on Mondays (ISO weeks).
      const sinceMonday = (Math.floor(day / DAY_MS) + 3) % 7;
      return day - ((sinceMonday + 7) % 7) * DAY_MS;
    }
    case 'month':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    case 'year':
      return Date.UTC(d.getUTCFullYear(), 0, 1);
  }
}

/** Start (naive wall ms) of the next calendar period. */
export function nextWall(periodStartWall: number, interval: Interval): number {
  const d = new Date(periodStartWall);
  switch (interval) {
    case 'day':
      return periodStartWall + DAY_MS;
    case 'week':
      return periodStartWall + 7 * DAY_MS;
    case 'month':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    case 'year':
      return Date.UTC(d.getUTCFullYear() + 1, 0, 1);
  }
}

export interface Buckets {
  /** Fact-hour boundaries: bucket i holds hours [bounds[i], bounds[i + 1]). */
  bounds: number[];
  /** `datetime` of each bucket: its calendar start as a wall time in the zone. */
  labels: string[];
}

/**
 * The interval buckets covering the fact hours [firstHour, endHour) in the
 * requested zone. Boundaries are computed once per bucket here, in the
 * application, so DST changes cost nothing per row. A fact hour belongs to
 * the bucket containing the instant it starts at.
 */
export function bucketsFor(zone: string, interval: Interval, firstHour: number, endHour: number): Buckets {
  if (endHour <= firstHour) return { bounds: [firstHour, firstHour], labels: [] };
  let startWall = floorWall(toWall(zone, firstHour * HOUR_MS), interval);
  const bounds = [firstHour];
  const labels = [formatWall(toWall(zone, toInstant(zone, startWall)))];
  for (;;) {
    const nextWallStart = nextWall(startWall, interval);
    const nextInstant = toInstant(zone, nextWallStart);
    const nextHour = Math.ceil(nextInstant / HOUR_MS);
    if (nextHour >= endHour) break;
    bounds.push(nextHour);
    labels.push(formatWall(toWall(zone, nextInstant)));
    startWall = nextWallStart;
  }
  bounds.push(endHour);
  return { bounds, labels };
}
