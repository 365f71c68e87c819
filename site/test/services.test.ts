import { test } from 'node:test';
import assert from 'node:assert/strict';
import { servicesFromEnv } from '../src/data/services.ts';

test('no environment variables: no third-party service', () => {
  const none = { algolia: undefined, gaTrackingId: undefined, datadog: undefined, insightsCollectorUrl: undefined };
  assert.deepEqual(servicesFromEnv({}), none);
  assert.deepEqual(
    servicesFromEnv({ GA_TRACKING_ID: '  ', DATADOG_CLIENT_TOKEN: '', INSIGHTS_COLLECTOR_URL: ' ' }),
    none,
  );
});

test('a Datadog client token switches monitoring on with the prod environment by default', () => {
  const { datadog } = servicesFromEnv({ DATADOG_CLIENT_TOKEN: 'pubabc', DATADOG_PROXY_URL: 'http://localhost:9/dd' });
  assert.equal(datadog?.clientToken, 'pubabc');
  assert.equal(datadog?.env, 'prod');
  assert.equal(datadog?.site, 'datadoghq.com');
  assert.equal(datadog?.proxy, 'http://localhost:9/dd');
});

test('the GA id and the environment name are read as given', () => {
  const services = servicesFromEnv({ GA_TRACKING_ID: 'G-ABC', DATADOG_CLIENT_TOKEN: 'x', SITE_ENV: 'staging' });
  assert.equal(services.gaTrackingId, 'G-ABC');
  assert.equal(services.datadog?.env, 'staging');
});

test('the three Algolia variables switch the hosted search on', () => {
  const env = { ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: ' key ', ALGOLIA_INDEX_NAME: 'acme' };
  assert.deepEqual(servicesFromEnv(env).algolia, { appId: 'APP', apiKey: 'key', indexName: 'acme' });
});

test('a partial Algolia configuration is an error that names the missing variables', () => {
  assert.throws(
    () => servicesFromEnv({ ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: ' ' }),
    /missing: ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME\./,
  );
});

test('INSIGHTS_COLLECTOR_URL: an http(s) address or a path of the site server, anything else refused', () => {
  assert.equal(
    servicesFromEnv({ INSIGHTS_COLLECTOR_URL: '/_insights/events' }).insightsCollectorUrl,
    '/_insights/events',
  );
  assert.equal(
    servicesFromEnv({ INSIGHTS_COLLECTOR_URL: 'https://collect.acme.example/docs' }).insightsCollectorUrl,
    'https://collect.acme.example/docs',
  );
  for (const bad of ['collect.acme.example', '//collect.acme.example', 'javascript:alert(1)', 'https://'])
    assert.throws(() => servicesFromEnv({ INSIGHTS_COLLECTOR_URL: bad }), /INSIGHTS_COLLECTOR_URL must be/);
});
