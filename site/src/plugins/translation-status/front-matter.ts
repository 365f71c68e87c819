import matter from 'gray-matter';
import { isMap, isScalar, parse, parseDocument } from 'yaml';

// Front matter of the Markdown pages and posts, for every script and plugin of
// the repository: gray-matter splits it off as Docusaurus itself does, and the
// `yaml` package parses it (the one YAML parser of the tooling).
const options = {
  engines: {
    yaml: {
      parse: (text: string) => (parse(text) ?? {}) as object,
      stringify: () => {
        throw new Error('Front matter is edited key by key (withFrontMatterValue), never rewritten whole.');
      },
    },
  },
};

export interface FrontMatter {
  data: Record<string, unknown>;
  /** The YAML text between the `---` lines; undefined when the file has no front matter. */
  yaml?: string;
  /** Everything after the closing `---` line. */
  body: string;
  /** 1-based line of the file where `body` starts. */
  bodyLine: number;
}

export function readFrontMatter(source: string): FrontMatter {
  // With options, gray-matter parses afresh instead of caching every file's text.
  const file = matter(source, options);
  const hasFrontMatter = source.startsWith('---') && file.matter !== '';
  const body = hasFrontMatter ? source.slice(source.length - file.content.length) : source;
  const bodyLine = source.slice(0, source.length - body.length).split('\n').length;
  return { data: file.data, yaml: hasFrontMatter ? file.matter : undefined, body, bodyLine };
}

function scalarPair(yaml: string, key: string) {
  const document = parseDocument(yaml);
  if (document.errors.length) throw new Error(`Unreadable front matter: ${document.errors[0]!.message}`);
  return isMap(document.contents)
    ? document.contents.items.find((item) => isScalar(item.key) && item.key.value === key)
    : undefined;
}

/**
 * A top-level front matter value as written: a hash such as `305410e31c2a`
 * stays text instead of becoming the number YAML would read.
 */
export function frontMatterValue(source: string, key: string): string | undefined {
  const { yaml } = readFrontMatter(source);
  const value = yaml === undefined ? undefined : scalarPair(yaml, key)?.value;
  if (!isScalar(value) || value.value === null) return undefined;
  return value.type === 'PLAIN' && value.source !== undefined ? value.source : String(value.value);
}

/**
 * Sets (or replaces) one top-level front matter key and leaves every other
 * byte of the file as it was: the value's text is spliced in where the YAML
 * parser found it, or a line is added at the end of the block.
 */
export function withFrontMatterValue(source: string, key: string, value: string): string {
  const { yaml } = readFrontMatter(source);
  if (yaml === undefined) throw new Error('The page has no front matter.');
  const start = source.indexOf(yaml);
  const pair = scalarPair(yaml, key);
  let edited: string;
  if (pair && isScalar(pair.value) && pair.value.range) {
    const [from, to] = pair.value.range;
    edited = `${yaml.slice(0, from)}${value}${yaml.slice(to)}`;
  } else if (pair) {
    throw new Error(`Front matter key "${key}" is not a plain value.`);
  } else {
    edited = `${yaml.replace(/\n*$/, '')}\n${key}: ${value}`;
  }
  return `${source.slice(0, start)}${edited}${source.slice(start + yaml.length)}`;
}
