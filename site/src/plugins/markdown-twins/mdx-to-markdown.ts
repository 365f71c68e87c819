import type {
  BlockContent,
  Code,
  Heading,
  List,
  Paragraph,
  Parent,
  PhrasingContent,
  Root,
  RootContent,
  Text,
} from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { toMarkdown } from 'mdast-util-to-markdown';
import { toString } from 'mdast-util-to-string';
import { directive } from 'micromark-extension-directive';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';
import type { Messages } from './ui-messages';

// MDX source → clean GFM. The page's source is parsed as Docusaurus reads it
// (MDX, GFM, directives for admonitions, front matter), every MDX node is
// replaced by plain Markdown (components by their entry in components.ts), and
// the tree is written with GFM's serializer, which has no MDX extension: an MDX
// node left over by mistake cannot be written, and fails the build.

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** What the conversion of one page knows and needs. */
export interface TwinContext {
  /** The source file, for error messages. */
  file: string;
  locale: string;
  messages: Messages;
  /** A link or image address of the page as an absolute URL (a page's link goes to its twin). */
  absoluteUrl: (url: string) => string;
}

/** What a component's handler gets. */
export interface ComponentCall {
  node: JsxElement;
  /** Whether the element stands in running text (`<SdkVersion />` in a sentence). */
  inline: boolean;
  /** The element's attributes, each a string (an expression attribute fails the build: nothing evaluates it). */
  attributes: Record<string, string>;
  /** The depth a heading of this component takes: one below the section it sits in, at least 4 (see sectionHeading). */
  headingDepth: Heading['depth'];
  context: TwinContext;
  /** Converts Markdown children of the element, as a part of the page under a heading of `depth`. */
  convert: (children: RootContent[], depth: number) => RootContent[];
}

export interface ComponentHandler {
  /** Source files whose UI strings (translate, <Translate>) the handler quotes: read at build time, in the page's locale. */
  messagesFrom?: readonly string[];
  render: (call: ComponentCall) => RootContent[];
  /** Rendered with React from the component itself (rendered-components.ts), which must be loaded first. */
  renderedComponent?: boolean;
}

export class TwinError extends Error {}

const where = (context: TwinContext, node: { position?: { start: { line: number } } }) =>
  `${context.file}${node.position ? `:${node.position.start.line}` : ''}`;

/** Parses a page's source the way Docusaurus reads it. */
export function parseMdx(source: string): Root {
  return fromMarkdown(source, {
    extensions: [frontmatter(['yaml']), mdxjs(), gfm(), directive()],
    mdastExtensions: [frontmatterFromMarkdown(['yaml']), mdxFromMarkdown(), gfmFromMarkdown(), directiveFromMarkdown()],
  });
}

/** Parses a piece of plain Markdown (GFM), as the data of a component may hold (`Kotlin \`Flow\``). */
export function parseMarkdown(source: string): Root {
  return fromMarkdown(source, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/** The inline content of a one-paragraph Markdown string. */
export function inlineMarkdown(source: string): PhrasingContent[] {
  const first = parseMarkdown(source).children[0];
  return first?.type === 'paragraph' ? first.children : [{ type: 'text', value: source }];
}

/** Writes a tree as GFM: `-` bullets, fenced code, `*` emphasis, tables unpadded. */
export function writeMarkdown(tree: Root): string {
  return toMarkdown(tree, {
    // Cells padded to line up cost an agent tokens and say nothing more.
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    rule: '-',
    fences: true,
    emphasis: '*',
    strong: '*',
    listItemIndent: 'one',
  });
}

export const text = (value: string): Text => ({ type: 'text', value });
export const heading = (depth: number, children: PhrasingContent[]): Heading => ({
  type: 'heading',
  depth: Math.min(6, Math.max(1, depth)) as Heading['depth'],
  children,
});
export const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
/** A tight bullet list, each item made of the given blocks. */
export const bulletList = (items: BlockContent[][]): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((children) => ({ type: 'listItem', spread: false, children })),
});
export const code = (value: string, lang?: string, title?: string): Code => ({
  type: 'code',
  lang: lang ?? null,
  meta: title ? `title="${title}"` : null,
  value,
});

/**
 * The depth of a heading a component adds (a tab's name): one below the
 * section it sits in, and never 2 or 3, so that the twin's h2/h3 outline is the
 * page's own table of contents.
 */
export const sectionHeading = (sectionDepth: number): Heading['depth'] =>
  Math.min(6, Math.max(4, sectionDepth + 1)) as Heading['depth'];

/** `{/* … *\/}` and `{// …}`: comments, which MDX renders as nothing (heading ids `{/* #id *\/}` included). */
const isComment = (expression: string) => /^\s*(\/\*[\s\S]*\*\/|\/\/[^\n]*)\s*$/.test(expression);

const admonitionTypes = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
export const isAdmonition = (name: string): name is (typeof admonitionTypes)[number] =>
  (admonitionTypes as readonly string[]).includes(name);

/** An admonition as a blockquote, labelled by its type (in the page's language) and its own title. */
export function admonition(
  type: string,
  title: PhrasingContent[],
  body: RootContent[],
  context: TwinContext,
): RootContent {
  const label = context.messages(`theme.admonition.${type}`);
  const typeLabel = label.charAt(0).toLocaleUpperCase(context.locale) + label.slice(1);
  const strong: PhrasingContent[] = title.length ? [text(`${typeLabel} — `), ...title] : [text(typeLabel)];
  return {
    type: 'blockquote',
    children: [{ type: 'paragraph', children: [{ type: 'strong', children: strong }] }, ...(body as never[])],
  };
}

function attributesOf(node: JsxElement, context: TwinContext): Record<string, string> {
  const result: Record<string, string> = {};
  for (const attribute of node.attributes) {
    const plain =
      attribute.type === 'mdxJsxAttribute' && (attribute.value === null || typeof attribute.value === 'string');
    if (!plain)
      throw new TwinError(
        `${where(context, node)}: <${node.name}> has an expression attribute${attribute.type === 'mdxJsxAttribute' ? ` (${attribute.name})` : ''}, which its Markdown twin cannot evaluate: give it a string value.`,
      );
    result[(attribute as MdxJsxAttribute).name] = (attribute.value as string | null) ?? 'true';
  }
  return result;
}

const isWhitespace = (node: RootContent) => node.type === 'text' && !node.value.trim();
const isPhrasing = (node: RootContent): node is PhrasingContent =>
  [
    'text',
    'inlineCode',
    'emphasis',
    'strong',
    'delete',
    'link',
    'linkReference',
    'image',
    'imageReference',
    'break',
    'footnoteReference',
  ].includes(node.type);

/** Replaces every MDX construct of `tree` by plain Markdown, in place. */
export function convertTree(
  tree: Root,
  context: TwinContext,
  components: Readonly<Record<string, ComponentHandler>>,
): Root {
  // The depth of the last heading seen, in document order: components add their headings below it.
  let sectionDepth = 1;

  const convertNodes = (nodes: RootContent[], parentIsPhrasing: boolean): RootContent[] =>
    nodes.flatMap((node) => convertNode(node, parentIsPhrasing));

  const convertChildren = <T extends Parent>(node: T, phrasing: boolean): T => {
    node.children = convertNodes(node.children as RootContent[], phrasing) as T['children'];
    return node;
  };

  const convertElement = (node: JsxElement, inline: boolean): RootContent[] => {
    // A fragment (`<>…</>`) renders its children.
    if (node.name === null) return convertNodes(node.children as RootContent[], inline);
    const handler = components[node.name];
    if (!handler)
      throw new TwinError(
        `${where(context, node)}: <${node.name}> has no Markdown rendering. Add an entry for it to site/src/plugins/markdown-twins/components.ts.`,
      );
    const saved = sectionDepth;
    const rendered = handler.render({
      node,
      inline,
      attributes: attributesOf(node, context),
      headingDepth: sectionHeading(sectionDepth),
      context,
      convert: (children, depth) => {
        const outer = sectionDepth;
        sectionDepth = depth;
        // Between blocks, the whitespace of the JSX source is no content; inside a sentence it is.
        const converted = inline
          ? convertNodes(children, true)
          : convertNodes(
              children.filter((child) => !isWhitespace(child)),
              false,
            );
        sectionDepth = outer;
        return converted;
      },
    });
    sectionDepth = saved;
    if (!inline)
      return rendered.every(isPhrasing) && rendered.length ? [{ type: 'paragraph', children: rendered }] : rendered;
    if (!rendered.every(isPhrasing))
      throw new TwinError(`${where(context, node)}: <${node.name}> renders blocks and cannot stand inside a sentence.`);
    return rendered;
  };

  function convertNode(node: RootContent, parentIsPhrasing: boolean): RootContent[] {
    switch (node.type) {
      case 'yaml':
        return [];
      case 'mdxjsEsm':
        // Imports bind components, which the handlers render; an export would be data the page computes.
        if (/^\s*export\b/m.test(node.value))
          throw new TwinError(`${where(context, node)}: exports are not supported in pages with a Markdown twin.`);
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (isComment(node.value)) return [];
        throw new TwinError(
          `${where(context, node)}: the expression {${node.value}} cannot be written as Markdown; use a component with an entry in components.ts.`,
        );
      case 'mdxJsxFlowElement':
        return convertElement(node, false);
      case 'mdxJsxTextElement':
        return convertElement(node, true);
      case 'containerDirective':
        return convertContainer(node);
      case 'leafDirective':
      case 'textDirective':
        return restoreDirective(node);
      case 'heading': {
        sectionDepth = node.depth;
        convertChildren(node, true);
        trimEnd(node);
        return [node];
      }
      case 'link':
      case 'image':
      case 'definition':
        node.url = context.absoluteUrl(node.url);
        return 'children' in node ? [convertChildren(node, true) as RootContent] : [node];
      case 'html':
        throw new TwinError(`${where(context, node)}: raw HTML has no place in a Markdown twin.`);
      default:
        return 'children' in node ? [convertChildren(node as Parent, parentIsPhrasing) as RootContent] : [node];
    }
  }

  /** Admonitions (`:::warning[Title]`); Docusaurus renders no other container directive. */
  function convertContainer(node: ContainerDirective): RootContent[] {
    if (!isAdmonition(node.name))
      throw new TwinError(`${where(context, node)}: the directive :::${node.name} is not an admonition.`);
    const [first, ...rest] = node.children;
    const titled = first?.type === 'paragraph' && first.data?.directiveLabel;
    const title = titled ? (convertNodes(first.children, true) as PhrasingContent[]) : [];
    const body = convertNodes(titled ? rest : node.children, false);
    return [admonition(node.name, title, body, context)];
  }

  /** A directive that is not an admonition was text (`android:minSdkVersion`): Docusaurus shows it as written. */
  function restoreDirective(node: LeafDirective | TextDirective): RootContent[] {
    const marker = node.type === 'leafDirective' ? '::' : ':';
    const label = node.children.length
      ? [text('['), ...(convertNodes(node.children, true) as PhrasingContent[]), text(']')]
      : [];
    const attributes = Object.entries(node.attributes ?? {});
    const attributeText = attributes.length ? `{${attributes.map(([k, v]) => `${k}="${v}"`).join(' ')}}` : '';
    const restored: PhrasingContent[] = [
      text(`${marker}${node.name}`),
      ...label,
      ...(attributeText ? [text(attributeText)] : []),
    ];
    return node.type === 'leafDirective' ? [{ type: 'paragraph', children: restored }] : restored;
  }

  convertChildren(tree, false);
  return tree;
}

/** Drops the space a heading's trailing `{/* #id *\/}` left behind. */
function trimEnd(node: Heading) {
  const last = node.children.at(-1);
  if (last?.type === 'text') {
    last.value = last.value.trimEnd();
    if (!last.value) node.children.pop();
  }
}

/** The text of a node, for labels and checks. */
export const plainText = (node: RootContent | Root): string => toString(node);
