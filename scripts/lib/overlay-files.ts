import fs from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { isMap, isSeq, parse, parseDocument, stringify } from 'yaml';
import { apiPages, type ApiPageSource } from '@acme-docs/site/api-pages';
import {
  actionSourceKey,
  englishTexts,
  overlayFile,
  overlayVersion,
  readOverlay,
  textsHash,
  translatedKeys,
  type OverlayAction,
  type OverlayDocument,
} from '@acme-docs/site/openapi-overlays';
import { repoRoot, siteDir } from './paths.ts';
import { withFrenchTextSpacing } from './termbase.ts';

// Writing the locales' OpenAPI overlays: the skeleton a translator fills, kept
// in step with the English file, and the record that an overlay is translated.

export function apiPage(id: string): ApiPageSource {
  const page = apiPages.find((p) => p.id === id);
  if (!page) throw new Error(`No API page "${id}": one of ${apiPages.map((p) => p.id).join(', ')}.`);
  return page;
}

/** The English OpenAPI document of an API page, as written (not dereferenced). */
export const englishDocument = (page: ApiPageSource) =>
  parse(fs.readFileSync(path.join(repoRoot, page.file), 'utf8')) as Record<string, unknown> & {
    info: { title: string; version: string };
  };

/** Writes a YAML file as `npm run lint` (Prettier) wants it. */
async function writeYaml(file: string, text: string) {
  fs.writeFileSync(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
}

export interface Refreshed {
  file: string;
  added: number;
  reused: number;
  dropped: string[];
}

/**
 * Creates or refreshes a locale's overlay of one API: one action per English
 * object with texts, in the English file's order. Translations are kept; a new
 * action starts with the English texts (or the translation of the same English
 * elsewhere in the file, already recorded as current), and actions whose object
 * is gone are dropped. Comments in the file are not kept.
 */
export async function refreshOverlay(locale: string, apiId: string): Promise<Refreshed> {
  const page = apiPage(apiId);
  const english = englishDocument(page);
  const file = overlayFile(siteDir, locale, apiId);
  const existing = fs.existsSync(file) ? readOverlay(file) : undefined;
  const byTarget = new Map((existing?.actions ?? []).map((action) => [action.target, action]));
  // Translations recorded as current, by the English they translate.
  const byEnglish = new Map<string, OverlayAction>();
  const texts = englishTexts(english);
  for (const { target, texts: en } of texts) {
    const action = byTarget.get(target);
    if (action?.[actionSourceKey] === textsHash(en)) byEnglish.set(textsHash(en), action);
  }
  let added = 0;
  let reused = 0;
  const actions: OverlayAction[] = texts.map(({ target, texts: en }) => {
    const action = byTarget.get(target);
    if (action && action[actionSourceKey])
      return { target, [actionSourceKey]: action[actionSourceKey], update: action.update };
    const same = byEnglish.get(textsHash(en));
    if (same) {
      reused += 1;
      return { target, [actionSourceKey]: same[actionSourceKey], update: same.update };
    }
    // Untranslated: the English, for the translator to replace (a partial translation stays).
    if (!action) added += 1;
    const update = Object.fromEntries(
      translatedKeys.filter((key) => en[key] !== undefined).map((key) => [key, action?.update?.[key] ?? en[key]]),
    );
    return { target, update };
  });
  const wanted = new Set(texts.map((t) => t.target));
  const dropped = (existing?.actions ?? []).map((a) => a.target).filter((target) => !wanted.has(target));
  const overlay: OverlayDocument = {
    overlay: overlayVersion,
    info: { title: `${english.info.title}: ${locale}`, version: english.info.version },
    extends: path.relative(path.dirname(file), path.join(repoRoot, page.file)).split(path.sep).join('/'),
    actions,
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await writeYaml(
    file,
    `# ${page.id} in ${locale}: translate the texts under each \`update\`, then record them with\n` +
      `# npx tsx scripts/i18n-drift.ts --mark ${locale}/openapi/${page.id}.yaml (see site/WRITING.md).\n` +
      stringify(overlay, { lineWidth: 0 }),
  );
  return { file, added, reused, dropped };
}

/** French non-breaking spaces in an API text's prose; code spans stay byte for byte. */
export const withFrenchApiTextSpacing = (text: string) =>
  text
    .split(/(`[^`]*`)/)
    .map((part, n) => (n % 2 ? part : withFrenchTextSpacing(part)))
    .join('');

/**
 * Records that an overlay translates the current English: each action whose
 * texts differ from English (or are names allowed to stay as they are) gets the
 * hash of the English it translates, and French texts their non-breaking
 * spaces. The rest of the file is left as it is.
 */
export async function markOverlay(locale: string, apiId: string, allowed: ReadonlySet<string>): Promise<number> {
  const file = overlayFile(siteDir, locale, apiId);
  const english = new Map(englishTexts(englishDocument(apiPage(apiId))).map((t) => [t.target, t.texts]));
  const document = parseDocument(fs.readFileSync(file, 'utf8'));
  const actions = document.get('actions');
  if (!isSeq(actions)) throw new Error(`${file}: no actions.`);
  let marked = 0;
  actions.items.forEach((item, n) => {
    if (!isMap(item)) return;
    const action = item.toJSON() as OverlayAction;
    const en = english.get(action.target);
    if (!en || !action.update) return;
    const update = action.update;
    const translated = translatedKeys.every(
      (key) =>
        en[key] === undefined || (update[key] !== undefined && (update[key] !== en[key] || allowed.has(en[key]))),
    );
    if (!translated) return;
    if (locale === 'fr')
      for (const key of translatedKeys)
        if (update[key] !== undefined)
          document.setIn(['actions', n, 'update', key], withFrenchApiTextSpacing(update[key]));
    document.setIn(['actions', n, actionSourceKey], textsHash(en));
    marked += 1;
  });
  await writeYaml(file, document.toString({ lineWidth: 0 }));
  return marked;
}
