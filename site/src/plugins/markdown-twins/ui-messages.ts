import { extractAllSourceCodeFileTranslations } from '@docusaurus/babel';

/** A UI string of the locale being built, its `{placeholders}` filled. */
export type Messages = (id: string, values?: Record<string, string | number>) => string;

/**
 * The UI strings that `files` declare with `translate()` and `<Translate>`, in
 * the locale whose code translations are given: the strings a page shows, read
 * the way `docusaurus write-translations` reads them (the English message is in
 * the component's source; site/i18n/<locale>/code.json translates it). The
 * twins quote a component's words from here instead of keeping copies.
 */
export async function readMessages(
  files: readonly string[],
  codeTranslations: Record<string, string>,
): Promise<Messages> {
  // Parsing is all the extractor needs: without Docusaurus's Babel presets, no transform config is loaded (seconds of a build).
  const extracted = await extractAllSourceCodeFileTranslations([...files], {
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['jsx', 'typescript'] },
  });
  const english = new Map<string, string>();
  for (const { translations } of extracted)
    for (const [id, { message }] of Object.entries(translations)) english.set(id, message);
  return (id, values = {}) => {
    const message = codeTranslations[id] ?? english.get(id);
    if (message === undefined) throw new Error(`No UI string "${id}" in ${files.join(', ')}`);
    return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}
