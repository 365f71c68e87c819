import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../src/app.js';
import { type Harness, harness, localParts, localToInstant, round, sumBy } from './helpers.js';

type Row = Record<string, string | number | null>;
type Fact = Record<string, unknown> & { instantMs: number };

const NY = 'America/New_York';
const CAMPAIGNS = '/v1/query/accounts/1001/campaigns/';
const TRANSACTIONS = '/v1/query/accounts/1001/transactions';
let h: Harness;
before(async () => {
  h = await harness();
});
after(() => h.close());

/** Raw facts of an account whose hour starts in [from, to). */
async function facts(
  table: 'campaigns' | 'transactions',
  accountId: number,
  from: number,
  to: number,
): Promise<Fact[]> {
  const rows = (await h.store.facts(
    table,
    accountId,
    Math.floor(from / 3_600_000) - 1,
    Math.ceil(to / 3_600_000) + 1,
  )) as Fact[];
  return rows.filter((r) => r.instantMs >= from && r.instantMs < to);
}
const num = (r: Fact, k: string) => Number(r[k]);

async function ok(
  path: string,
  body: unknown,
  token = h.agency,
): Promise<{ data: Row[]; accountId: string; queryTimeMs: number; totals?: Row }> {
  const res = await h.report(path, body, token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

function assertClose(actual: number | null, expected: number, tolerance: number, what: string) {
  assert.ok(actual !== null && Math.abs(actual - expected) <= tolerance, `${what}: ${actual} vs ${expected}`);
}

// 2026-04-10 15:00Z is 11:00 in New York: the default range is 2026-04-03 00:00 to 2026-04-10 00:00 there.
const weekStart = () => localToInstant(NY, 2026, 4, 3);
const weekEnd = () => localToInstant(NY, 2026, 4, 10);

describe('response shape and defaults', () => {
  test('data, accountId as a string, integer queryTimeMs; keys in order', async () => {
    const res = await h.report(CAMPAIGNS, { metrics: ['impressions', 'cpa'], dimensions: ['device'] });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^application\/json/);
    const body = res.json();
    assert.deepEqual(Object.keys(body), ['data', 'accountId', 'queryTimeMs']);
    assert.equal(body.accountId, '1001');
    assert.ok(Number.isInteger(body.queryTimeMs) && body.queryTimeMs >= 0);
    assert.deepEqual(Object.keys(body.data[0]), ['device', 'impressions', 'cpa']);
    assert.ok(Number.isInteger(body.data[0].impressions));
  });

  test('no dates: the seven whole days before today in the requested zone', async () => {
    const implicit = await ok(CAMPAIGNS, { metrics: ['impressions', 'gross_cost'] });
    const explicit = await ok(CAMPAIGNS, {
      metrics: ['impressions', 'gross_cost'],
      startDate: '2026-04-03',
      endDate: '2026-04-10',
      timezoneVariation: NY,
    });
    assert.deepEqual(implicit.data, explicit.data);
    const raw = await facts('campaigns', 1001, weekStart(), weekEnd());
    assert.equal(
      implicit.data[0].impressions,
      raw.reduce((s, r) => s + num(r, 'impressions'), 0),
    );
    assertClose(
      implicit.data[0].gross_cost as number,
      raw.reduce((s, r) => s + num(r, 'gross_cost'), 0),
      0.006,
      'gross_cost',
    );
  });

  test('one date given: the other is seven days away', async () => {
    const fromStart = await ok(CAMPAIGNS, { metrics: ['impressions'], startDate: '2026-03-01' });
    const full = await ok(CAMPAIGNS, { metrics: ['impressions'], startDate: '2026-03-01', endDate: '2026-03-08' });
    assert.deepEqual(fromStart.data, full.data);
    const toEnd = await ok(CAMPAIGNS, { metrics: ['impressions'], endDate: '2026-03-08 12:00:00' });
    const full2 = await ok(CAMPAIGNS, {
      metrics: ['impressions'],
      startDate: '2026-03-01 12:00:00',
      endDate: '2026-03-08 12:00:00',
    });
    assert.deepEqual(toEnd.data, full2.data);
  });

  test('the default time zone is America/New_York and the default currency USD', async () => {
    const body = { metrics: ['gross_cost'], startDate: '2026-02-01', endDate: '2026-02-02' };
    const d = await ok('/v1/query/accounts/1002/campaigns/', body);
    const e = await ok('/v1/query/accounts/1002/campaigns/', { ...body, timezoneVariation: NY, currencyCode: 'USD' });
    assert.deepEqual(d.data, e.data);
    const tokyo = await ok('/v1/query/accounts/1002/campaigns/', {
      ...body,
      timezoneVariation: 'Asia/Tokyo',
      currencyCode: 'USD',
    });
    assert.notDeepEqual(d.data, tokyo.data);
  });

  test('no data in range: an empty list, or one row of zeros without dimensions', async () => {
    const r = await ok(CAMPAIGNS, {
      metrics: ['impressions'],
      dimensions: ['device'],
      startDate: '2020-01-01',
      endDate: '2020-02-01',
    });
    assert.deepEqual(r.data, []);
    const single = await ok(CAMPAIGNS, {
      metrics: ['impressions', 'cpa'],
      startDate: '2020-01-01',
      endDate: '2020-02-01',
    });
    assert.deepEqual(single.data, [{ impressions: 0, cpa: null }]);
  });
});

describe('filters, ordering, limit', () => {
  test('OR within a dimension, AND across dimensions', async () => {
    const body = {
      metrics: ['impressions', 'referrals'],
      dimensions: ['campaign_id'],
      dimensionFilters: { device: ['mobile', 'tablet'], age_group: ['18-34'] },
    };
    const r = await ok(CAMPAIGNS, body);
    const raw = (await facts('campaigns', 1001, weekStart(), weekEnd())).filter(
      (f) => ['mobile', 'tablet'].includes(String(f.device)) && f.age_group === '18-34',
    );
    const expected = sumBy(
      raw,
      (f) => String(f.campaign_id),
      (f) => num(f, 'impressions'),
    );
    assert.deepEqual(new Map(r.data.map((row) => [row.campaign_id as string, row.impressions])), expected);
    const none = await ok(CAMPAIGNS, { ...body, dimensionFilters: { device: ['smartwatch'] } });
    assert.deepEqual(none.data, []);
  });

  test('orderBys on metrics, dimensions and datetime; default order is stable', async () => {
    const base = { metrics: ['impressions', 'cpa'], dimensions: ['campaign_id', 'device'] };
    const def = await ok(CAMPAIGNS, base);
    const keys = def.data.map((r) => `${r.campaign_id}|${r.device}`);
    assert.deepEqual(keys, [...keys].sort());
    const desc = await ok(CAMPAIGNS, { ...base, orderBys: [{ column: 'impressions', direction: 'desc' }] });
    const imps = desc.data.map((r) => r.impressions as number);
    assert.deepEqual(
      imps,
      [...imps].sort((a, b) => b - a),
    );
    const byDevice = await ok(CAMPAIGNS, {
      ...base,
      orderBys: [{ column: 'device', direction: 'desc' }, { column: 'campaign_id' }],
    });
    assert.deepEqual(
      byDevice.data.map((r) => `${r.device}|${r.campaign_id}`),
      def.data
        .map((r) => `${r.device}|${r.campaign_id}`)
        .sort((a, b) => {
          const [da, ca] = a.split('|');
          const [db, cb] = b.split('|');
          return da === db ? ca.localeCompare(cb) : db.localeCompare(da);
        }),
    );
    const daily = await ok(CAMPAIGNS, {
      metrics: ['impressions'],
      interval: 'day',
      orderBys: [{ column: 'datetime', direction: 'desc' }],
    });
    const dates = daily.data.map((r) => r.datetime as string);
    assert.deepEqual(dates, [...dates].sort().reverse());
  });

  test('nulls sort last whatever the direction', async () => {
    const hour = await zeroAcquisitionHour();
    for (const direction of ['asc', 'desc']) {
      const r = await ok(CAMPAIGNS, {
        metrics: ['cpa'],
        dimensions: ['creative_id'],
        startDate: hour.start,
        endDate: hour.end,
        orderBys: [{ column: 'cpa', direction }],
      });
      const cpas = r.data.map((x) => x.cpa);
      const firstNull = cpas.indexOf(null);
      assert.ok(firstNull > -1);
      assert.ok(cpas.slice(firstNull).every((c) => c === null));
    }
  });

  test('limit keeps the first rows; null means no limit; bounds are 1 and 10000', async () => {
    const base = {
      metrics: ['impressions'],
      dimensions: ['creative_id'],
      orderBys: [{ column: 'impressions', direction: 'desc' }],
    };
    const all = await ok(CAMPAIGNS, base);
    const two = await ok(CAMPAIGNS, { ...base, limit: 2 });
    assert.deepEqual(two.data, all.data.slice(0, 2));
    assert.deepEqual((await ok(CAMPAIGNS, { ...base, limit: null })).data, all.data);
    assert.deepEqual((await ok(CAMPAIGNS, { ...base, limit: 10000 })).data, all.data);
    for (const limit of [0, -1, 10001]) {
      const res = await h.report(CAMPAIGNS, { ...base, limit });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json(), { message: 'limit must be between 1 and 10000, or null for no limit.' });
    }
  });
});

/** A New York hour in which some creative of account 1001 had referrals but no acquisitions. */
async function zeroAcquisitionHour() {
  const raw = await facts('campaigns', 1001, weekStart(), weekEnd());
  const byHourCreative = new Map<string, { acq: number; ref: number; instantMs: number }>();
  for (const f of raw) {
    const k = `${f.instantMs}|${f.creative_id}`;
    const e = byHourCreative.get(k) ?? { acq: 0, ref: 0, instantMs: f.instantMs };
    e.acq += num(f, 'clickthru_acquisitions');
    e.ref += num(f, 'referrals');
    byHourCreative.set(k, e);
  }
  const [key, e] = [...byHourCreative].find(([, v]) => v.acq === 0 && v.ref > 0)!;
  const fmt = (t: number) => {
    const p = localParts(NY, t);
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:00`;
  };
  return {
    start: fmt(e.instantMs),
    end: fmt(e.instantMs + 3_600_000),
    creative: key.split('|')[1],
    instantMs: e.instantMs,
  };
}

describe('metrics', () => {
  test('derived metrics come from the sums of their parts, never averages', async () => {
    const r = await ok(CAMPAIGNS, {
      metrics: [
        'impressions',
        'referrals',
        'clickthru_acquisitions',
        'gross_cost',
        'cpa',
        'referral_rate',
        'acquisition_rate',
      ],
      dimensions: ['campaign_id'],
    });
    const raw = await facts('campaigns', 1001, weekStart(), weekEnd());
    for (const row of r.data) {
      const mine = raw.filter((f) => f.campaign_id === row.campaign_id);
      const s = (k: string) => mine.reduce((acc, f) => acc + num(f, k), 0);
      assert.equal(row.impressions, s('impressions'));
      assert.equal(row.clickthru_acquisitions, s('clickthru_acquisitions'));
      assertClose(row.gross_cost as number, s('gross_cost'), 0.006, 'gross_cost');
      assertClose(row.cpa as number, s('gross_cost') / s('clickthru_acquisitions'), 0.006, 'cpa');
      assertClose(row.referral_rate as number, s('referrals') / s('impressions'), 0.00006, 'referral_rate');
      assertClose(
        row.acquisition_rate as number,
        s('clickthru_acquisitions') / s('referrals'),
        0.00006,
        'acquisition_rate',
      );
      assert.equal(row.cpa, round(row.cpa as number, 2));
      assert.equal(row.referral_rate, round(row.referral_rate as number, 4));
    }
  });

  test('a derived metric is null when its denominator is zero', async () => {
    const hour = await zeroAcquisitionHour();
    const r = await ok(CAMPAIGNS, {
      metrics: ['clickthru_acquisitions', 'cpa', 'acquisition_rate'],
      dimensions: ['creative_id'],
      dimensionFilters: { creative_id: [hour.creative] },
      startDate: hour.start,
      endDate: hour.end,
    });
    assert.equal(r.data.length, 1);
    assert.equal(r.data[0].clickthru_acquisitions, 0);
    assert.equal(r.data[0].cpa, null);
    assert.equal(r.data[0].acquisition_rate, 0);
  });

  test('transactions and the per-product ratios', async () => {
    const r = await ok(TRANSACTIONS, {
      metrics: [
        'transactions',
        'page_transactions',
        'total_page_transactions',
        'layout_impressions',
        'ads_transactions_per_transaction',
        'donations_transactions_per_transaction',
      ],
      dimensions: ['page_type'],
      dimensionFilters: { display_type: ['mobile'] },
    });
    const raw = (await facts('transactions', 1001, weekStart(), weekEnd())).filter((f) => f.display_type === 'mobile');
    assert.deepEqual(
      r.data.map((x) => x.page_type),
      ['checkout', 'confirmation', 'order_tracking'],
    );
    for (const row of r.data) {
      const mine = raw.filter((f) => f.page_type === row.page_type);
      const s = (k: string) => mine.reduce((acc, f) => acc + num(f, k), 0);
      assert.equal(row.transactions, s('transactions'));
      assert.equal(row.total_page_transactions, s('total_page_transactions'));
      assertClose(
        row.ads_transactions_per_transaction as number,
        s('ads_transactions') / s('transactions'),
        0.00006,
        'ads ratio',
      );
      assertClose(
        row.donations_transactions_per_transaction as number,
        s('donations_transactions') / s('transactions'),
        0.00006,
        'donations ratio',
      );
    }
  });
});

describe('currency conversion', () => {
  const table = JSON.parse(readFileSync(new URL('../src/store/fx-rates.json', import.meta.url), 'utf8'));
  const first = Date.parse(`${table.firstDate}T00:00:00Z`);
  const rate = (code: string, t: number) => {
    const series: number[] = table.rates[code];
    return series[Math.min(Math.max(Math.floor((t - first) / 86_400_000), 0), series.length - 1)];
  };

  for (const [accountId, from, to] of [
    [1002, 'GBP', 'EUR'],
    [1004, 'JPY', 'USD'],
    [1001, 'USD', 'jpy'],
  ] as const) {
    test(`${from} → ${to.toUpperCase()} at the rate of each UTC day`, async () => {
      const r = await ok(`/v1/query/accounts/${accountId}/campaigns/`, {
        metrics: ['gross_cost', 'cpa'],
        dimensions: ['device'],
        currencyCode: to,
        includeTotals: true,
      });
      const raw = await facts('campaigns', accountId, weekStart(), weekEnd());
      const target = to.toUpperCase();
      for (const row of r.data) {
        const mine = raw.filter((f) => f.device === row.device);
        const cost = mine.reduce(
          (s, f) => s + (num(f, 'gross_cost') * rate(target, f.instantMs)) / rate(from, f.instantMs),
          0,
        );
        const acq = mine.reduce((s, f) => s + num(f, 'clickthru_acquisitions'), 0);
        assertClose(row.gross_cost as number, cost, 0.006, 'converted cost');
        assertClose(row.cpa as number, cost / acq, 0.006, 'converted cpa');
        assert.equal(row.gross_cost, round(row.gross_cost as number, 2));
      }
    });
  }
});

describe('extras: totals, CSV, ETag', () => {
  test('includeTotals adds totals over all rows (before limit), ratios recomputed from sums', async () => {
    const body = {
      metrics: ['impressions', 'gross_cost', 'cpa'],
      dimensions: ['campaign_id'],
      limit: 1,
      includeTotals: true,
    };
    const res = await h.report(CAMPAIGNS, body);
    const r = res.json();
    assert.deepEqual(Object.keys(r), ['data', 'accountId', 'totals', 'queryTimeMs']);
    assert.equal(r.data.length, 1);
    const raw = await facts('campaigns', 1001, weekStart(), weekEnd());
    const s = (k: string) => raw.reduce((acc, f) => acc + num(f, k), 0);
    assert.equal(r.totals.impressions, s('impressions'));
    assertClose(r.totals.gross_cost, s('gross_cost'), 0.006, 'total cost');
    assertClose(r.totals.cpa, s('gross_cost') / s('clickthru_acquisitions'), 0.006, 'total cpa');
    const empty = (await ok(CAMPAIGNS, { ...body, startDate: '2020-01-01', endDate: '2020-01-02' })).totals!;
    assert.deepEqual(empty, { impressions: 0, gross_cost: 0, cpa: null });
    const without = await ok(CAMPAIGNS, { metrics: ['impressions'] });
    assert.equal('totals' in without, false);
  });

  test('Accept: text/csv answers CSV with a header row', async () => {
    const body = { metrics: ['impressions', 'cpa'], dimensions: ['device'], interval: 'day' };
    const json = await ok(CAMPAIGNS, body);
    const res = await h.report(CAMPAIGNS, body, h.agency, { accept: 'text/csv' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/csv/);
    const lines = res.body.trimEnd().split('\r\n');
    assert.equal(lines[0], 'datetime,device,impressions,cpa');
    assert.equal(lines.length, json.data.length + 1);
    assert.equal(
      lines[1],
      Object.values(json.data[0])
        .map((v) => (v === null ? '' : String(v)))
        .join(','),
    );
    const fromSite = await h.report(CAMPAIGNS, body, h.agency, {
      accept: 'text/csv',
      origin: 'https://docs.acme.example',
    });
    assert.match(String(fromSite.headers.vary), /Origin.*Accept/);
    const prefersJson = await h.report(CAMPAIGNS, body, h.agency, { accept: 'application/json, text/csv;q=0.5' });
    assert.match(String(prefersJson.headers['content-type']), /^application\/json/);
  });

  test('ETag and If-None-Match: 304 while the report is unchanged', async () => {
    const body = { metrics: ['impressions'], dimensions: ['device'] };
    const first = await h.report(CAMPAIGNS, body);
    const etag = String(first.headers.etag);
    assert.match(etag, /^W\/".+"$/);
    const second = await h.report(CAMPAIGNS, body);
    assert.equal(second.headers.etag, etag, 'queryTimeMs does not change the ETag');
    const cached = await h.report(CAMPAIGNS, body, h.agency, { 'if-none-match': etag });
    assert.equal(cached.statusCode, 304);
    assert.equal(cached.body, '');
    assert.equal(cached.headers.etag, etag);
    const changed = await h.report(CAMPAIGNS, { ...body, dimensions: ['age_range'] }, h.agency, {
      'if-none-match': etag,
    });
    assert.equal(changed.statusCode, 200);
    const csv = await h.report(CAMPAIGNS, body, h.agency, { accept: 'text/csv' });
    assert.notEqual(csv.headers.etag, etag);
  });

  test('paths answer with and without the trailing slash', async () => {
    const body = { metrics: ['transactions'] };
    for (const path of [TRANSACTIONS, `${TRANSACTIONS}/`, CAMPAIGNS.slice(0, -1)]) {
      assert.equal(
        (await h.report(path, path.includes('campaigns') ? { metrics: ['impressions'] } : body)).statusCode,
        200,
        path,
      );
    }
    for (const path of ['/v1/query/accounts/1001/campaigns/help', '/v1/query/accounts/1001/transactions/help/']) {
      assert.equal((await h.get(path)).statusCode, 200, path);
    }
  });
});

describe('errors', () => {
  const bad = async (path: string, body: unknown, status: number, expected: unknown) => {
    const res = await h.report(path, body);
    assert.equal(res.statusCode, status, `${JSON.stringify(body)} → ${res.body}`);
    assert.deepEqual(res.json(), expected);
  };

  test('400 for well-formed but invalid parameters', async () => {
    const m = (message: string) => ({ message });
    await bad(
      CAMPAIGNS,
      { metrics: ['impressions', 'clicks'] },
      400,
      m('Unknown metric: clicks. See GET /v1/query/accounts/1001/campaigns/help.'),
    );
    await bad(
      CAMPAIGNS,
      { metrics: ['transactions'] },
      400,
      m('Unknown metric: transactions. See GET /v1/query/accounts/1001/campaigns/help.'),
    );
    await bad(
      TRANSACTIONS,
      { metrics: ['transactions'], dimensions: ['campaign_id'] },
      400,
      m('Unknown dimension: campaign_id. See GET /v1/query/accounts/1001/transactions/help.'),
    );
    await bad(
      CAMPAIGNS,
      { metrics: ['impressions'], dimensionFilters: { colour: ['red'] } },
      400,
      m('Unknown dimension in dimensionFilters: colour. See GET /v1/query/accounts/1001/campaigns/help.'),
    );
    await bad(
      CAMPAIGNS,
      { metrics: ['impressions'], orderBys: [{ column: 'referrals' }] },
      400,
      m('orderBys can only use selected metrics and dimensions: referrals.'),
    );
    await bad(
      CAMPAIGNS,
      { metrics: ['impressions'], orderBys: [{ column: 'datetime' }] },
      400,
      m('orderBys can only use selected metrics and dimensions: datetime.'),
    );
    await bad(
      CAMPAIGNS,
      { metrics: ['impressions'], timezoneVariation: 'Mars/Olympus_Mons' },
      400,
      m('Unknown time zone: Mars/Olympus_Mons. Use an IANA name such as America/New_York.'),
    );
    const currency = await h.report(CAMPAIGNS, { metrics: ['impressions'], currencyCode: 'XYZ' });
    assert.equal(currency.statusCode, 400);
    assert.match(currency.json().message, /^Unsupported currency: XYZ\. Supported: .*EUR.*USD/);
    await bad(
      CAMPAIGNS,
      { metrics: ['impressions'], startDate: '2026-03-02', endDate: '2026-03-01' },
      400,
      m('startDate must be before endDate.'),
    );
    await bad(
      CAMPAIGNS,
      { metrics: ['impressions'], startDate: '2026-03-02', endDate: '2026-03-02' },
      400,
      m('startDate must be before endDate.'),
    );
  });

  test('422 for schema failures, FastAPI style', async () => {
    const d = (loc: (string | number)[], msg: string, type: string) => ({ detail: [{ loc, msg, type }] });
    await bad(CAMPAIGNS, undefined, 422, d(['body'], 'Field required', 'missing'));
    await bad(CAMPAIGNS, {}, 422, d(['body', 'metrics'], 'Field required', 'missing'));
    await bad(CAMPAIGNS, { metrics: [] }, 422, d(['body', 'metrics'], 'List should have at least 1 item', 'too_short'));
    await bad(
      CAMPAIGNS,
      { metrics: 'impressions' },
      422,
      d(['body', 'metrics'], 'Input should be a valid list', 'list_type'),
    );
    await bad(
      CAMPAIGNS,
      { metrics: ['impressions', 7] },
      422,
      d(['body', 'metrics', 1], 'Input should be a valid string', 'string_type'),
    );
    await bad(
      CAMPAIGNS,
      { metrics: ['impressions'], interval: 'hour' },
      422,
      d(['body', 'interval'], "Input should be 'day', 'week', 'month' or 'year'", 'enum'),
    );
    await bad(
      CAMPAIGNS,
      { metrics: ['impressions'], startDate: '03/01/2026' },
      422,
      d(
        ['body', 'startDate'],
        "String should match pattern '^\\d{4}-\\d{2}-\\d{2}([ T]\\d{2}:\\d{2}:\\d{2})?$'",
        'string_pattern_mismatch',
      ),
    );
    for (const startDate of ['2026-02-30', '2026-13-01', '2026-01-01 24:00:00']) {
      await bad(
        CAMPAIGNS,
        { metrics: ['impressions'], startDate },
        422,
        d(
          ['body', 'startDate'],
          'Input should be a valid date or datetime: YYYY-MM-DD or YYYY-MM-DD HH:MM:SS',
          'datetime_from_date_parsing',
        ),
      );
    }
    await bad(
      CAMPAIGNS,
      { metrics: ['impressions'], limit: '5' },
      422,
      d(['body', 'limit'], 'Input should be a valid integer, unable to parse string as an integer', 'int_parsing'),
    );
    await bad(
      CAMPAIGNS,
      { metrics: ['impressions'], limit: 1.5 },
      422,
      d(['body', 'limit'], 'Input should be a valid integer, unable to parse string as an integer', 'int_parsing'),
    );
    await bad(
      CAMPAIGNS,
      { metrics: ['impressions'], orderBys: [{ column: 'impressions', direction: 'up' }] },
      422,
      d(['body', 'orderBys', 0, 'direction'], "Input should be 'asc' or 'desc'", 'enum'),
    );
    await bad(
      CAMPAIGNS,
      { metrics: ['impressions'], dimensionFilters: { device: 'mobile' } },
      422,
      d(['body', 'dimensionFilters', 'device'], 'Input should be a valid list', 'list_type'),
    );
    await bad(
      '/v1/query/accounts/x1/campaigns/',
      { metrics: ['impressions'] },
      422,
      d(['path', 'account_id'], 'Input should be a valid integer, unable to parse string as an integer', 'int_parsing'),
    );
    const many = await h.report(CAMPAIGNS, { interval: 'hourly', limit: 'ten' });
    assert.equal(many.statusCode, 422);
    assert.deepEqual(
      many
        .json()
        .detail.map((x: { loc: string[] }) => x.loc.join('.'))
        .sort(),
      ['body.interval', 'body.limit', 'body.metrics'],
    );
  });

  test('malformed JSON is a 400, an empty JSON body a 422, an oversized body a 413', async () => {
    const send = (payload: string, contentType = 'application/json') =>
      h.app.inject({
        method: 'POST',
        url: CAMPAIGNS,
        headers: { authorization: `Bearer ${h.agency}`, 'content-type': contentType },
        payload,
      });
    const malformed = await send('{"metrics": [');
    assert.equal(malformed.statusCode, 400);
    assert.deepEqual(malformed.json(), { message: 'The request body is not valid JSON.' });
    const empty = await send('');
    assert.equal(empty.statusCode, 422);
    assert.deepEqual(empty.json(), { detail: [{ loc: ['body'], msg: 'Field required', type: 'missing' }] });
    const big = await send(JSON.stringify({ metrics: ['impressions'], pad: 'x'.repeat(200_000) }));
    assert.equal(big.statusCode, 413);
    assert.deepEqual(big.json(), { message: 'The request body is larger than the limit of 128 KiB (131072 bytes).' });
    const xml = await send('<metrics/>', 'application/xml');
    assert.equal(xml.statusCode, 415);
    assert.deepEqual(xml.json(), { message: 'Unsupported Content-Type. Send application/json.' });
  });

  test('500 says nothing about the internals', async () => {
    const failing = Object.create(h.store, {
      report: { value: async () => Promise.reject(new Error('disk /var/secret/sandbox.duckdb is on fire')) },
    });
    const app = await buildApp({ dataDir: h.dataDir, store: failing, clock: h.clock, demoCredentials: false });
    try {
      const res = await app.inject({
        method: 'POST',
        url: CAMPAIGNS,
        headers: { authorization: `Bearer ${h.agency}` },
        payload: { metrics: ['impressions'] },
      });
      assert.equal(res.statusCode, 500);
      assert.deepEqual(res.json(), {
        message: 'An unexpected error occurred. Please validate your request is correct and try again',
      });
      assert.doesNotMatch(res.body, /secret|fire|at /);
    } finally {
      await app.close();
    }
  });

  test('403 and 404 on report and help calls', async () => {
    const notFound = {
      message: 'The requested resource was not found. Please validate your request is correct and try again',
    };
    const forbidden = { message: 'User does not have access to the specified account.' };
    for (const kind of ['campaigns', 'transactions']) {
      const metrics = kind === 'campaigns' ? ['impressions'] : ['transactions'];
      await bad(`/v1/query/accounts/424242/${kind}`, { metrics }, 404, notFound);
      await bad(`/v1/query/accounts/1005/${kind}`, { metrics }, 403, forbidden);
      assert.deepEqual((await h.get(`/v1/query/accounts/424242/${kind}/help`)).json(), notFound);
      assert.equal((await h.get(`/v1/query/accounts/1005/${kind}/help`)).statusCode, 403);
      assert.equal((await h.get(`/v1/query/accounts/1005/${kind}/help`, h.partner)).statusCode, 200);
    }
  });
});

describe('help calls', () => {
  test('catalogues list the spec examples with type, unit, additivity and formulas', async () => {
    const campaigns = (await h.get('/v1/query/accounts/1001/campaigns/help')).json();
    const transactions = (await h.get('/v1/query/accounts/1001/transactions/help')).json();
    const slugs = (xs: { slug: string }[]) => xs.map((x) => x.slug);
    for (const s of ['impressions', 'referrals', 'clickthru_acquisitions', 'cpa', 'gross_cost'])
      assert.ok(slugs(campaigns.metrics).includes(s), s);
    for (const s of ['campaign_id', 'creative_id', 'age_group', 'age_range', 'device'])
      assert.ok(slugs(campaigns.dimensions).includes(s), s);
    for (const s of [
      'transactions',
      'page_transactions',
      'layout_impressions',
      'total_page_transactions',
      'ads_transactions_per_transaction',
    ]) {
      assert.ok(slugs(transactions.metrics).includes(s), s);
    }
    for (const s of ['display_type', 'page_type', 'device', 'age_range'])
      assert.ok(slugs(transactions.dimensions).includes(s), s);
    const cpa = campaigns.metrics.find((m: { slug: string }) => m.slug === 'cpa');
    assert.deepEqual(
      { type: cpa.type, unit: cpa.unit, additive: cpa.additive, formula: cpa.formula },
      { type: 'number', unit: 'currency', additive: false, formula: 'sum(gross_cost) / sum(clickthru_acquisitions)' },
    );
    for (const m of [...campaigns.metrics, ...transactions.metrics]) {
      assert.equal(typeof m.description, 'string');
      assert.equal(m.additive, m.formula === undefined);
    }
    const display = transactions.dimensions.find((d: { slug: string }) => d.slug === 'display_type');
    assert.deepEqual(display.values, ['desktop', 'mobile']);
    assert.ok(
      transactions.dimensions.find((d: { slug: string }) => d.slug === 'page_type').values.includes('confirmation'),
    );
  });
});
