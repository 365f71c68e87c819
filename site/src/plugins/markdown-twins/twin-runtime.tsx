import React, { type ReactNode } from 'react';
import type { Messages } from './ui-messages';

// What the facts components import from Docusaurus, for rendering them in a
// twin (rendered-components.ts): UI strings and the locale come from the page
// being written, as the site's own bundle gives them to the page.

interface TwinRuntime {
  locale: string;
  messages: Messages;
}

function current(): TwinRuntime {
  const runtime = (globalThis as unknown as Record<symbol, TwinRuntime | undefined>)[
    Symbol.for('acme.markdownTwins.runtime')
  ];
  if (!runtime) throw new Error('A facts component rendered outside a Markdown twin');
  return runtime;
}

type Values = Record<string, string | number>;

export function translate({ id, message }: { id?: string; message: string }, values?: Values): string {
  return current().messages(id ?? message, values);
}

export default function Translate({
  id,
  children,
  values,
}: {
  id?: string;
  children?: string;
  values?: Values;
}): ReactNode {
  return <>{translate({ id, message: children ?? '' }, values)}</>;
}

export function useDocusaurusContext() {
  return { i18n: { currentLocale: current().locale } };
}

export function Link({ to, href, children }: { to?: string; href?: string; children?: ReactNode }): ReactNode {
  return <a href={to ?? href}>{children}</a>;
}
