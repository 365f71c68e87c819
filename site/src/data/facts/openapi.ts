import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { RateLimit } from './query-api.ts';

// Facts that the partner APIs' OpenAPI files state, read from those files:
// each API's rate limit, the length of a coupon code, how old an event may be.
// This module runs in Node (the facts check, the build's plugins); in the
// site's bundle, src/plugins/facts replaces it by the values it computes, so no
// page loads a YAML parser or reads a file.

export const openApiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../static/openapi');

export interface CharacterRange {
  min: number;
  max: number;
}

export interface OpenApiFacts {
  /** By file name without `.yaml`: the API's title and its rate limit. */
  rateLimits: Record<string, RateLimit & { title: string }>;
  /** Coupon API: a pool's shared code and each uploaded unique code. */
  couponCode: { shared: CharacterRange; unique: CharacterRange };
  /** Event API: how many days old an event's `eventTime` may be. */
  eventMaxAgeDays: number;
  /** Partner Experiences API (v2): the attribute keys it names. */
  experienceAttributes: string[];
}

type Node = Record<string, unknown>;
const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((node, key) => (node as Node | undefined)?.[key], value);

function fail(file: string, what: string): never {
  throw new Error(`${file}: ${what} not found; the facts modules read it from there (site/src/data/facts/openapi.ts).`);
}

function range(file: string, schema: unknown, where: string): CharacterRange {
  const min = at(schema, 'minLength');
  const max = at(schema, 'maxLength');
  if (typeof min !== 'number' || typeof max !== 'number') fail(file, `minLength and maxLength of ${where}`);
  return { min, max };
}

export function readOpenApiFacts(dir = openApiDir): OpenApiFacts {
  const documents = new Map(
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.yaml'))
      .sort()
      .map((name) => [name.replace(/\.yaml$/, ''), parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Node]),
  );
  const rateLimits: OpenApiFacts['rateLimits'] = {};
  for (const [name, document] of documents) {
    // The files state it once, in the conventions of info.description.
    const line = /Rate limit: ([\d,]+) requests per (\d+) seconds per (token|app id)/.exec(
      String(at(document, 'info', 'description') ?? ''),
    );
    if (!line) fail(`${name}.yaml`, 'the "Rate limit:" line of info.description');
    rateLimits[name] = {
      title: String(at(document, 'info', 'title')),
      max: Number(line[1]!.replace(/,/g, '')),
      windowSeconds: Number(line[2]),
      per: line[3] === 'token' ? 'token' : 'app',
    };
  }
  const coupon = documents.get('coupon-api');
  const schemas = (name: string) => at(documents.get(name), 'components', 'schemas') as Node | undefined;
  if (!coupon) fail('coupon-api.yaml', 'the file');
  const eventTime = Object.values(schemas('event-api') ?? {})
    .map((schema) => String(at(schema, 'properties', 'eventTime', 'description') ?? ''))
    .map((description) => /within the last (\d+) days/i.exec(description))
    .find(Boolean);
  if (!eventTime) fail('event-api.yaml', 'the age limit ("within the last N days") of eventTime');
  const attributes = String(
    at(schemas('partner-experiences-v2'), 'ExperienceRequest', 'properties', 'attributes', 'description') ?? '',
  );
  const experienceAttributes = [...attributes.matchAll(/`([a-z0-9]+)`/g)].map((m) => m[1]!);
  if (experienceAttributes.length === 0) fail('partner-experiences-v2.yaml', 'the attribute keys of attributes');
  return {
    rateLimits,
    couponCode: {
      shared: range(
        'coupon-api.yaml',
        at(schemas('coupon-api'), 'PoolInput', 'properties', 'sharedCode'),
        'sharedCode',
      ),
      unique: range(
        'coupon-api.yaml',
        at(schemas('coupon-api'), 'CodeUpload', 'properties', 'codes', 'items'),
        'CodeUpload codes',
      ),
    },
    eventMaxAgeDays: Number(eventTime[1]),
    experienceAttributes,
  };
}

/** The files this module reads, so that a bundler knows when its values change. */
export const openApiFiles = (dir = openApiDir) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => path.join(dir, name));

export const openApiFacts: OpenApiFacts = readOpenApiFacts();
