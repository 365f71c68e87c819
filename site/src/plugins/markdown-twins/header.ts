import type { PhrasingContent, RootContent } from 'mdast';
import { heading, text } from './mdx-to-markdown';
import type { Messages } from './ui-messages';

/** Where a page's words come from, in its locale. */
export type TranslationState =
  | { kind: 'original' }
  /** A translation, or an English page shown in a translated locale (`none`). */
  | { kind: 'translation'; englishTwinUrl: string; state: 'current' | 'outdated' | 'unchecked' | 'none' };

export interface TwinHeader {
  title: string;
  description: string;
  htmlUrl: string;
  lastUpdated?: number;
  translation: TranslationState;
}

const link = (url: string): PhrasingContent => ({ type: 'link', url, children: [text(url)] });

/**
 * The head of every twin: its title, description, the HTML page it copies, when
 * it last changed, and for a translated locale its English source and whether
 * the translation is current (the notice the HTML page shows).
 */
export function headerOf(header: TwinHeader, t: Messages): RootContent[] {
  const facts: PhrasingContent[][] = [[text(`${t('markdownTwin.htmlPage')} `), link(header.htmlUrl)]];
  if (header.lastUpdated !== undefined)
    facts.push([text(`${t('markdownTwin.lastUpdated')} ${new Date(header.lastUpdated).toISOString().slice(0, 10)}`)]);
  if (header.translation.kind === 'translation') {
    facts.push([text(`${t('markdownTwin.englishSource')} `), link(header.translation.englishTwinUrl)]);
    facts.push([text(`${t('markdownTwin.translation')} ${t(`markdownTwin.translation.${header.translation.state}`)}`)]);
  }
  return [
    heading(1, [text(header.title)]),
    ...(header.description
      ? [{ type: 'blockquote', children: [{ type: 'paragraph', children: [text(header.description)] }] } as RootContent]
      : []),
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: facts.map((children) => ({
        type: 'listItem',
        spread: false,
        children: [{ type: 'paragraph', children }],
      })),
    },
  ];
}
