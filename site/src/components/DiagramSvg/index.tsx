import React, { useEffect, useState } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { translate } from '@docusaurus/Translate';
import useRenderedByHydration from '@site/src/hooks/useRenderedByHydration';

interface Props {
  /**
   * The diagram's SVG file (src/plugins/diagrams/remark-diagrams.ts): its
   * markup in the server's render, its URL in the browser.
   */
  svg: string;
  viewBox: string;
  width: string;
  height: string;
}

/** What lies between the root element's tags. */
const innerOf = (markup: string): string => markup.replace(/^\s*<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

/**
 * A diagram drawn at build time, kept out of the page's script: the server
 * writes its shapes into the HTML, and hydration leaves them there (React does
 * not compare `dangerouslySetInnerHTML` when it hydrates). Only when a reader
 * reaches the page by a link inside the site, so that no server HTML exists,
 * are the shapes fetched. The root's size is set from the start: nothing moves.
 */
export default function DiagramSvg({ svg, viewBox, width, height }: Props): React.JSX.Element {
  const byHydration = useRenderedByHydration();
  const [inner, setInner] = useState(() => (ExecutionEnvironment.canUseDOM ? '' : innerOf(svg)));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (byHydration) return;
    let current = true;
    fetch(svg)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((markup) => current && setInner(innerOf(markup)))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [svg, byHydration]);
  const size = { xmlns: 'http://www.w3.org/2000/svg', viewBox, width, height };
  if (failed) {
    return (
      <svg {...size}>
        <text x="50%" y="50%" textAnchor="middle" fill="currentColor">
          {translate({
            id: 'diagram.loadFailed',
            message: 'The diagram could not be loaded. Reload the page to see it.',
            description: 'Shown in place of a diagram whose drawing failed to download',
          })}
        </text>
      </svg>
    );
  }
  return <svg {...size} dangerouslySetInnerHTML={{ __html: inner }} suppressHydrationWarning />;
}
