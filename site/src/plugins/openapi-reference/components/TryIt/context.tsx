import React, { createContext, useContext, useMemo, useState } from 'react';
import type { ApiReference } from '../../types';
import type { Credentials } from './request';

interface TryItState {
  reference: ApiReference;
  server: string;
  setServer: (url: string) => void;
  credentials: Credentials;
  setCredentials: (update: Partial<Credentials>) => void;
}

const TryItContext = createContext<TryItState | null>(null);

/**
 * The server and credentials the page's panels share. They live in React state
 * only: the secret is never written to storage and goes only into the token request.
 */
export function TryItProvider({
  reference,
  children,
}: {
  reference: ApiReference;
  children: React.ReactNode;
}): React.JSX.Element {
  const [server, setServer] = useState(reference.tryIt.defaultServer);
  const [credentials, set] = useState<Credentials>({ appId: '', appSecret: '', token: '' });
  const value = useMemo(
    () => ({
      reference,
      server,
      setServer,
      credentials,
      setCredentials: (u: Partial<Credentials>) => set((c) => ({ ...c, ...u })),
    }),
    [reference, server, credentials],
  );
  return <TryItContext.Provider value={value}>{children}</TryItContext.Provider>;
}

export function useTryIt(): TryItState {
  const state = useContext(TryItContext);
  if (!state) throw new Error('useTryIt must be used inside <TryItProvider>.');
  return state;
}
