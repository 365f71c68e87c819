import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Where things live, for every root script.
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const siteDir = path.join(repoRoot, 'site');
export const buildDir = path.join(siteDir, 'build');
export const locales = ['en', 'ja', 'fr'] as const;
export const defaultLocale = 'en';
