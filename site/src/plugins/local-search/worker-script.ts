import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { searchWorkerFile } from './data';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The search worker (client/worker.ts) as the browser runs it: a module of its
 * own, not part of the site's bundle, as the search page's head starts it
 * before the site's scripts have loaded. Only types are removed; it imports
 * nothing but Pagefind's script, at run time.
 */
export function searchWorkerScript(): string {
  const source = fs.readFileSync(path.join(here, 'client', 'worker.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, removeComments: true },
  });
  return outputText;
}

/** Writes the search worker next to Pagefind's script in the bundle at `bundleDir`. */
export function writeSearchWorker(bundleDir: string): void {
  fs.writeFileSync(path.join(bundleDir, searchWorkerFile), searchWorkerScript());
}
