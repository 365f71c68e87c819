import { useState } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Whether this component instance was first rendered by hydration, over HTML
 * the server wrote, rather than on the server or by a link inside the site.
 * Fixed at the first render: it stays true after hydration ends. Components use
 * it to keep the server's markup (React leaves `dangerouslySetInnerHTML` alone
 * when hydrating) instead of computing it again in the browser.
 */
export default function useRenderedByHydration(): boolean {
  const isBrowser = useIsBrowser();
  const [byHydration] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  return byHydration;
}
