// Time-zone arithmetic done once per request in the application (never per
// row in SQL): offsets come from Intl, wall times are handled as "naive" epoch
// milliseconds (the wall clock read as if it were UTC).

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, number>();

const canonicalNames = new Map<string, string | undefined>();

/** The canonical IANA name, or undefined when Intl does not know the zone. */
export function canonicalTimeZone(name: string): string | undefined {
  if (name.trim() === '' || name.length > 64) return undefined;
  if (canonicalNames.has(name)) return canonicalNames.get(name);
  let canonical: string | undefined;
  try {
    canonical = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    canonical = undefined;
  }
  // Creating a formatter costs more than the whole plan; names repeat.
  if (canonicalNames.size > 1000) canonicalNames.clear();
  canonicalNames.set(name, canonical);
  return canonical;
}

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** Offset of `zone` from UTC at `instantMs`, in ms (positive east of UTC). */
export function offsetMs(zone: string, instantMs: number): number {
  // Offsets only change on whole minutes; cache per zone and minute.
  const minute = Math.floor(instantMs / 60_000) * 60_000;
  const key = `${zone}|${minute}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(minute)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  const offset = wall - minute;
  if (offsetCache.size > 50_000) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

/** Wall time (naive ms) of an instant in a zone. */
export function toWall(zone: string, instantMs: number): number {
  return instantMs + offsetMs(zone, instantMs);
}

/**
 * The instant of a wall time in a zone. Like Temporal's "compatible"
 * disambiguation: a repeated wall time takes the earlier instant, a skipped
 * one (inside a spring-forward gap) is moved forward by the gap.
 */
export function toInstant(zone: string, wallMs: number): number {
  const before = offsetMs(zone, wallMs - DAY_MS);
  const after = offsetMs(zone, wallMs + DAY_MS);
  const candidates = [wallMs - before, wallMs - after].filter((t) => toWall(zone, t) === wallMs);
  if (candidates.length > 0) return Math.min(...candidates);
  return wallMs - before;
}

/** Offset in whole minutes, as accounts report it. */
export function offsetMinutes(zone: string, instantMs: number): number {
  return Math.round(offsetMs(zone, instantMs) / 60_000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD HH:MM:SS` of a wall time. */
export function formatWall(wallMs: number): string {
  const d = new Date(wallMs);
  return (
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** Midnight (naive ms) of the wall date containing `wallMs`. */
export function startOfWallDay(wallMs: number): number {
  return Math.floor(wallMs / DAY_MS) * DAY_MS;
}

export { HOUR_MS, DAY_MS };
