import React, { startTransition, useEffect, useState, type ReactNode } from 'react';

// Stands in for @docusaurus/core/lib/client/browserContext.js (3.10.2), with one
// change: the switch to "in the browser" after hydration is a transition. See index.ts.
export const Context = React.createContext(false);

export function BrowserContextProvider({ children }: { children: ReactNode }): React.JSX.Element {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
