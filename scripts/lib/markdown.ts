import { Parser } from 'acorn';
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { directive } from 'micromark-extension-directive';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfmTable } from 'micromark-extension-gfm-table';
import { mdxExpression } from 'micromark-extension-mdx-expression';
import { mdxJsx } from 'micromark-extension-mdx-jsx';
import { mdxMd } from 'micromark-extension-mdx-md';
import { mdxjsEsm } from 'micromark-extension-mdxjs-esm';
import { combineExtensions } from 'micromark-util-combine-extensions';

// The pages as Docusaurus reads them (MDX, GFM tables, `:::` admonitions as
// directives, YAML front matter), as an mdast tree for the content and
// translation checks. This is micromark-extension-mdxjs, except that the
// braces of expressions are matched without parsing their JavaScript: a
// heading's classic `{#id}` still reads as its id (for `i18n-drift --mark` to
// rewrite), and acorn runs only on import/export lines. Of GFM only tables:
// the checks never counted bare URLs as links, and the autolink-literal
// extension alone doubled the parse time.
const syntax = [
  combineExtensions([
    mdxjsEsm({ acorn: Parser, acornOptions: { ecmaVersion: 2024, sourceType: 'module' } }),
    mdxExpression(),
    mdxJsx(),
    mdxMd(),
  ]),
  gfmTable(),
  directive(),
  frontmatter(['yaml']),
];
const trees = [mdxFromMarkdown(), gfmTableFromMarkdown(), directiveFromMarkdown(), frontmatterFromMarkdown(['yaml'])];

/** The mdast tree of an MDX page; throws naming the file when the page is not valid MDX. */
export function parseMarkdown(source: string, file = 'page'): Root {
  try {
    return fromMarkdown(source, { extensions: syntax, mdastExtensions: trees });
  } catch (error) {
    throw new Error(`${file}: not valid MDX: ${(error as Error).message}`);
  }
}
