import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiPages } from '@acme-docs/site/api-pages';
import { overlayFile } from '@acme-docs/site/openapi-overlays';
import { refreshOverlay } from './lib/overlay-files.ts';
import { defaultLocale, locales, repoRoot, siteDir } from './lib/paths.ts';

// Creates or refreshes the OpenAPI overlays that translate the API pages
// (site/i18n/<locale>/openapi/<api-id>.yaml), from the English files:
//   tsx scripts/openapi-overlay.ts ja/query-api fr/coupon-api   create or refresh these
//   tsx scripts/openapi-overlay.ts                               refresh every overlay that exists
// Translators then replace the English under each `update` and record the
// translation with `tsx scripts/i18n-drift.ts --mark ja/openapi/query-api.yaml`.
const { positionals } = parseArgs({ allowPositionals: true });
const translated = locales.filter((l) => l !== defaultLocale);
const targets = positionals.length
  ? positionals.map((arg) => {
      const [locale, apiId] = arg.split('/');
      if (!locale || !apiId || !translated.includes(locale as never))
        throw new Error(`"${arg}": write <locale>/<api-id>, a locale of ${translated.join(', ')}.`);
      return { locale, apiId };
    })
  : translated.flatMap((locale) =>
      apiPages
        .filter((page) => fs.existsSync(overlayFile(siteDir, locale, page.id)))
        .map((page) => ({ locale, apiId: page.id })),
    );
for (const { locale, apiId } of targets) {
  const { file, added, reused, dropped } = await refreshOverlay(locale, apiId);
  console.log(
    `${path.relative(repoRoot, file)}: ${added} new text(s) to translate${reused ? `, ${reused} filled from the same English elsewhere` : ''}${dropped.length ? `, dropped ${dropped.length} whose English is gone: ${dropped.join(', ')}` : ''}`,
  );
}
if (!targets.length) console.log('No overlays yet: name one, e.g. ja/query-api.');
