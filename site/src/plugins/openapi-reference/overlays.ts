// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- scripts/ (the root tsconfig) import this file, outside the site's include
/// <reference path="./overlay-library.d.ts" />
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import jsonpath from 'jsonpath';
import { applyOverlay } from 'openapi-overlays-js/src/overlay.js';
import { parse } from 'yaml';

// Translations of the API pages as OpenAPI Overlay documents (Overlay
// Specification 1.0.0): one file per locale and API,
// site/i18n/<locale>/openapi/<api-id>.yaml, each action replacing the texts of
// one object of the English file (an operation, a parameter, a schema, a
// property, a response, a tag). The plugin applies the locale's overlays to the
// English files at build time (openapi-overlays-js, the reference JavaScript
// implementation); the published files stay English. Each action records a
// hash of the English texts it translates (`x-translated-from`), so that the
// drift report lists the actions whose English changed since.

export const overlayVersion = '1.0.0';
/** The action's record of the English texts it translates, as pages record theirs in `translated_from`. */
export const actionSourceKey = 'x-translated-from';
/** The texts an overlay translates. */
export const translatedKeys = ['title', 'summary', 'description'] as const;
type TextKey = (typeof translatedKeys)[number];
export type Texts = Partial<Record<TextKey, string>>;

export interface OverlayAction {
  target: string;
  description?: string;
  update?: Texts;
  remove?: boolean;
  [actionSourceKey]?: string;
}

export interface OverlayDocument {
  overlay: string;
  info: { title: string; version: string };
  extends?: string;
  actions: OverlayAction[];
}

/** One object of the English file with texts to translate, and the JSONPath that finds it. */
export interface EnglishText {
  target: string;
  texts: Texts;
}

export const overlayFile = (siteDir: string, locale: string, apiId: string) =>
  path.join(siteDir, 'i18n', locale, 'openapi', `${apiId}.yaml`);

export function textsHash(texts: Texts): string {
  const ordered = translatedKeys.filter((key) => texts[key] !== undefined).map((key) => [key, texts[key]]);
  return crypto.createHash('sha256').update(JSON.stringify(ordered)).digest('hex').slice(0, 12);
}

const member = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`);
const quoted = (value: string) => JSON.stringify(value);

// Data, not documentation: a `description` inside an example is part of the example.
const dataKeys = new Set(['example', 'examples', 'value', 'default', 'enum', 'const', 'externalValue']);
// A schema title that is a type name (TypeBox's `Account`) names the schema; there is nothing to translate.
const isTypeName = (text: string) => /^[A-Za-z][\w.-]*$/.test(text);

/**
 * Every object of an (English, not dereferenced) OpenAPI document that carries
 * a title, summary or description, in document order. Array items are found
 * by their name (parameters, tags) or URL (servers), not their position, so
 * that an action keeps its object when the list around it changes.
 */
export function englishTexts(document: unknown): EnglishText[] {
  const found: EnglishText[] = [];
  const walk = (node: unknown, target: string, inNameMap: boolean) => {
    if (Array.isArray(node)) {
      node.forEach((item: unknown, index) => {
        const named = item && typeof item === 'object' ? (item as Record<string, unknown>) : undefined;
        let selector = `[${index}]`;
        if (typeof named?.name === 'string' && typeof named.in === 'string')
          selector = `[?(@.name==${quoted(named.name)} && @.in==${quoted(named.in)})]`;
        else if (typeof named?.name === 'string') selector = `[?(@.name==${quoted(named.name)})]`;
        else if (typeof named?.url === 'string') selector = `[?(@.url==${quoted(named.url)})]`;
        walk(item, `${target}${selector}`, false);
      });
      return;
    }
    if (!node || typeof node !== 'object') return;
    const object = node as Record<string, unknown>;
    const texts: Texts = {};
    if (!inNameMap) {
      for (const key of translatedKeys) {
        const text = object[key];
        if (typeof text === 'string' && text.trim() && !(key === 'title' && isTypeName(text))) texts[key] = text;
      }
    }
    if (Object.keys(texts).length) found.push({ target, texts });
    for (const [key, value] of Object.entries(object)) {
      // In a map of names (`properties`, `paths`…) a key is a name, even "value" or "default".
      if (!inNameMap && (dataKeys.has(key) || key.startsWith('x-'))) continue;
      if (typeof value === 'object') walk(value, `${target}${member(key)}`, !inNameMap && isNameMap(key));
    }
  };
  walk(document, '$', false);
  return found;
}

/** Maps whose keys are names chosen by the API (a property may be called "value" or "default"). */
const isNameMap = (key: string) =>
  ['properties', 'patternProperties', '$defs', 'schemas', 'paths', 'webhooks', 'headers', 'responses'].includes(key);

export function readOverlay(file: string): OverlayDocument {
  const overlay = parse(fs.readFileSync(file, 'utf8')) as OverlayDocument;
  if (overlay?.overlay !== overlayVersion || !Array.isArray(overlay.actions))
    throw new Error(
      `${file}: not an OpenAPI Overlay ${overlayVersion} document (overlay: ${overlayVersion}, actions).`,
    );
  return overlay;
}

/** Actions whose target finds nothing in the document, each with why. */
export function unmatchedActions(document: unknown, overlay: OverlayDocument): string[] {
  return overlay.actions.flatMap((action, n) => {
    try {
      return jsonpath.paths(document as object, action.target).length ? [] : [`action ${n + 1}: ${action.target}`];
    } catch (error) {
      return [`action ${n + 1}: ${action.target} is not a JSONPath (${(error as Error).message.split('\n')[0]})`];
    }
  });
}

/**
 * The English document with a locale's overlay applied. An action whose target
 * no longer exists fails, naming the overlay and the targets: the English file
 * changed under it, and applying the rest would mix translations into the wrong objects.
 */
export function withOverlay(document: object, overlayPath: string, englishFile: string): object {
  const overlay = readOverlay(overlayPath);
  const unmatched = unmatchedActions(document, overlay);
  if (unmatched.length)
    throw new Error(
      [
        `${overlayPath}: ${unmatched.length} action(s) target nothing in ${englishFile}:`,
        ...unmatched.map((line) => `  ${line}`),
        `The English file changed: run \`npx tsx scripts/openapi-overlay.ts ${path.basename(path.dirname(path.dirname(overlayPath)))}/${path.basename(overlayPath, '.yaml')}\` to drop them and add the new texts, then translate those.`,
      ].join('\n'),
    );
  return applyOverlay(structuredClone(document), overlay) as object;
}

export interface OverlayStatus {
  /** Actions translating English texts that changed since (their target). */
  drifted: string[];
  /** Actions not translated yet: no record of the English they translate. */
  untranslated: string[];
  /** English texts that no action translates: the overlay needs a refresh. */
  missing: string[];
  /** Actions whose target is no longer an English text (the build fails on those that find nothing). */
  orphan: string[];
  /** Actions recorded as translating the current English. */
  current: number;
}

/** How far a locale's overlay lags behind its English file. */
export function overlayStatus(document: unknown, overlay: OverlayDocument): OverlayStatus {
  const english = new Map(englishTexts(document).map((text) => [text.target, text.texts]));
  const status: OverlayStatus = { drifted: [], untranslated: [], missing: [], orphan: [], current: 0 };
  const translated = new Set<string>();
  for (const action of overlay.actions) {
    const texts = english.get(action.target);
    translated.add(action.target);
    if (!texts) status.orphan.push(action.target);
    else if (!action[actionSourceKey]) status.untranslated.push(action.target);
    else if (action[actionSourceKey] !== textsHash(texts)) status.drifted.push(action.target);
    else status.current += 1;
  }
  status.missing = [...english.keys()].filter((target) => !translated.has(target));
  return status;
}
