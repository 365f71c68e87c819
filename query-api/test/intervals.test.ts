import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { toInstant } from '../src/reports/time-zones.js';
import { type Harness, harness, localParts, localToInstant, sumBy } from './helpers.js';

let h: Harness;
before(async () => {
  h = await harness();
});
after(() => h.close());

type Fact = Record<string, unknown> & { instantMs: number };

/** The bucket label of an instant, computed independently: Intl's local calendar date, then plain date arithmetic. */
const labels = new Map<string, string>();
function expectedLabel(zone: string, interval: string, instantMs: number): string {
  const key = `${zone}|${interval}|${instantMs}`;
  const known = labels.get(key);
  if (known) return known;
  const p = localParts(zone, instantMs);
  const date = new Date(Date.UTC(+p.year, +p.month - 1, +p.day));
  if (interval === 'week') date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  if (interval === 'month') date.setUTCDate(1);
  if (interval === 'year') date.setUTCMonth(0, 1);
  const label = `${date.toISOString().slice(0, 10)} 00:00:00`;
  labels.set(key, label);
  return label;
}

async function rawFacts(table: 'campaigns' | 'transactions', accountId: number, from: number, to: number) {
  const rows = (await h.store.facts(
    table,
    accountId,
    Math.floor(from / 3_600_000) - 1,
    Math.ceil(to / 3_600_000) + 1,
  )) as Fact[];
  return rows.filter((r) => r.instantMs >= from && r.instantMs < to);
}

// 2025-10-20 → 2026-04-06 covers both DST changes of New York (Nov 2, Mar 8), Paris (Oct 26, Mar 29),
// Sydney (Apr 5) and Lord Howe's half-hour shift (Apr 5).
const START = [2025, 10, 20] as const;
const END = [2026, 4, 6] as const;
const date = (d: readonly number[]) => `${d[0]}-${String(d[1]).padStart(2, '0')}-${String(d[2]).padStart(2, '0')}`;

describe('interval buckets match a per-row computation across DST changes', () => {
  const cases: [string, string][] = [];
  for (const zone of ['America/New_York', 'Europe/Paris'])
    for (const interval of ['day', 'week', 'month', 'year']) cases.push([zone, interval]);
  cases.push(
    ['Australia/Sydney', 'day'],
    ['Asia/Kolkata', 'day'],
    ['Australia/Lord_Howe', 'day'],
    ['Asia/Tokyo', 'week'],
  );

  for (const [zone, interval] of cases) {
    test(`${zone}, ${interval}`, async () => {
      const res = await h.report('/v1/query/accounts/1001/campaigns/', {
        metrics: ['impressions', 'gross_cost'],
        interval,
        timezoneVariation: zone,
        startDate: date(START),
        endDate: date(END),
      });
      assert.equal(res.statusCode, 200, res.body);
      const data = res.json().data as { datetime: string; impressions: number }[];
      const from = localToInstant(zone, ...START);
      const to = localToInstant(zone, ...END);
      const raw = await rawFacts('campaigns', 1001, from, to);
      const expected = sumBy(
        raw,
        (f) => expectedLabel(zone, interval, f.instantMs),
        (f) => Number(f.impressions),
      );
      assert.deepEqual(new Map(data.map((r) => [r.datetime, r.impressions])), expected);
      assert.deepEqual(
        data.map((r) => r.datetime),
        [...expected.keys()].sort(),
      );
    });
  }

  test('DST days really have 23 and 25 hours of facts in New York', async () => {
    const zone = 'America/New_York';
    const hoursOf = async (y: number, m: number, d: number) => {
      const raw = await rawFacts('campaigns', 1001, localToInstant(zone, y, m, d), localToInstant(zone, y, m, d + 1));
      return new Set(raw.map((f) => f.instantMs)).size;
    };
    assert.equal(await hoursOf(2025, 11, 2), 25);
    assert.equal(await hoursOf(2026, 3, 8), 23);
    assert.equal(await hoursOf(2026, 3, 9), 24);
  });

  test('transactions by week in Paris, filtered', async () => {
    const zone = 'Europe/Paris';
    const res = await h.report('/v1/query/accounts/1003/transactions', {
      metrics: ['transactions'],
      dimensions: ['page_type'],
      dimensionFilters: { page_type: ['confirmation'] },
      interval: 'week',
      timezoneVariation: zone,
      startDate: '2026-03-16',
      endDate: '2026-04-06',
    });
    const raw = (
      await rawFacts('transactions', 1003, localToInstant(zone, 2026, 3, 16), localToInstant(zone, 2026, 4, 6))
    ).filter((f) => f.page_type === 'confirmation');
    const expected = sumBy(
      raw,
      (f) => expectedLabel(zone, 'week', f.instantMs),
      (f) => Number(f.transactions),
    );
    assert.deepEqual(
      res.json().data,
      [...expected].map(([datetime, transactions]) => ({ datetime, page_type: 'confirmation', transactions })),
    );
  });

  test('a range starting inside a bucket keeps the calendar start as datetime', async () => {
    const res = await h.report('/v1/query/accounts/1001/campaigns/', {
      metrics: ['impressions'],
      interval: 'month',
      startDate: '2026-03-15 06:00:00',
      endDate: '2026-04-02',
    });
    assert.deepEqual(
      res.json().data.map((r: { datetime: string }) => r.datetime),
      ['2026-03-01 00:00:00', '2026-04-01 00:00:00'],
    );
  });
});

describe('local times that do not exist or repeat', () => {
  test('a wall time in the spring-forward gap moves forward; a repeated one takes the earlier instant', () => {
    const NY = 'America/New_York';
    assert.equal(toInstant(NY, Date.UTC(2026, 2, 8, 2, 30)), Date.UTC(2026, 2, 8, 7, 30));
    assert.equal(toInstant(NY, Date.UTC(2025, 10, 2, 1, 30)), Date.UTC(2025, 10, 2, 5, 30));
    assert.equal(toInstant('Europe/Paris', Date.UTC(2026, 2, 29, 2, 30)), Date.UTC(2026, 2, 29, 1, 30));
    assert.equal(toInstant('Asia/Kolkata', Date.UTC(2026, 0, 1)), Date.UTC(2025, 11, 31, 18, 30));
  });

  test('startDate in the gap starts at the first real instant after it', async () => {
    const body = { metrics: ['impressions'], endDate: '2026-03-08 05:00:00' };
    const inGap = await h.report('/v1/query/accounts/1001/campaigns/', { ...body, startDate: '2026-03-08 02:30:00' });
    const after = await h.report('/v1/query/accounts/1001/campaigns/', { ...body, startDate: '2026-03-08 03:30:00' });
    assert.deepEqual(inGap.json().data, after.json().data);
  });
});
