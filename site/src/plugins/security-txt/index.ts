import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { brand } from '../../data/brand';
import { securityTxt } from './security-txt';

// Writes /.well-known/security.txt into the default locale's build (the site root).
export default function securityTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'acme-security-txt',
    async postBuild({ outDir }) {
      const { currentLocale, defaultLocale, locales } = context.i18n;
      if (currentLocale !== defaultLocale) return;
      const file = path.join(outDir, '.well-known', 'security.txt');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(
        file,
        securityTxt({ siteUrl: brand.urls.docs, mainUrl: brand.urls.main, languages: locales, now: new Date() }),
      );
    },
  };
}
