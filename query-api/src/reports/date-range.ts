import { BadRequest, ValidationFailure } from '../errors.js';
import { DAY_MS, startOfWallDay, toInstant, toWall } from './time-zones.js';

export const DEFAULT_RANGE_DAYS = 7;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2}))?$/;

/** Parses `YYYY-MM-DD` or `YYYY-MM-DD HH:MM:SS` into a naive wall time (ms). */
export function parseWall(value: string): number | undefined {
  const m = DATE_RE.exec(value);
  if (!m) return undefined;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((x) => (x === undefined ? 0 : Number(x)));
  if (y < 1000 || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return undefined;
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  // Rejects 2025-02-30 and friends, which Date.UTC would roll over.
  if (new Date(wall).getUTCDate() !== d) return undefined;
  return wall;
}

function wallOf(field: 'startDate' | 'endDate', value: string | null | undefined): number | undefined {
  if (value === undefined || value === null) return undefined;
  const wall = parseWall(value);
  if (wall === undefined) {
    throw new ValidationFailure([
      {
        loc: ['body', field],
        msg: 'Input should be a valid date or datetime: YYYY-MM-DD or YYYY-MM-DD HH:MM:SS',
        type: 'datetime_from_date_parsing',
      },
    ]);
  }
  return wall;
}

export interface InstantRange {
  startMs: number;
  endMs: number;
}

/**
 * Resolves the report range in `zone`. Both absent: the seven whole days
 * before today (end = today's local midnight, exclusive). One absent: seven
 * calendar days from or to the other one.
 */
export function resolveRange(
  zone: string,
  nowMs: number,
  startDate: string | null | undefined,
  endDate: string | null | undefined,
): InstantRange {
  let startWall = wallOf('startDate', startDate);
  let endWall = wallOf('endDate', endDate);
  if (startWall === undefined && endWall === undefined) {
    endWall = startOfWallDay(toWall(zone, nowMs));
  }
  if (startWall === undefined) startWall = endWall! - DEFAULT_RANGE_DAYS * DAY_MS;
  if (endWall === undefined) endWall = startWall + DEFAULT_RANGE_DAYS * DAY_MS;
  const startMs = toInstant(zone, startWall);
  const endMs = toInstant(zone, endWall);
  if (startMs >= endMs) throw new BadRequest('startDate must be before endDate.');
  return { startMs, endMs };
}
