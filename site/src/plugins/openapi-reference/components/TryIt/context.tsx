import React, { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ApiReference } from '../../types';
import type { AppCredentials } from './Credentials';
import { useLocalServers } from './local-servers';
import type { Credentials } from './request';
import { chooseServer, useToken, useTryItSession, type ServerChoice } from './session';

interface TryItState {
  reference: ApiReference;
  /** The address requests go to: the reader's choice, or this page's local server. */
  server: string;
  /** This page's local server (the sandbox or the mock) at its actual address. */
  localServer: string;
  choice: ServerChoice;
  choose: (choice: ServerChoice) => void;
  /** The app id and secret typed on this page, and the server's token. */
  credentials: Credentials;
  appCredentials: AppCredentials;
  setAppCredentials: (update: AppCredentials) => void;
}

const TryItContext = createContext<TryItState | null>(null);

/**
 * What the page's panels share. The server choice and the token are the
 * session's (every API page and the report builder see them); the app secret
 * lives in this page's React state only and goes only into the token request.
 */
export function TryItProvider({
  reference,
  children,
}: {
  reference: ApiReference;
  children: React.ReactNode;
}): React.JSX.Element {
  const localServer = useLocalServers()[reference.tryIt.target];
  const { server: choice } = useTryItSession();
  const server = choice === 'local' ? localServer : choice;
  const token = useToken(server)?.token ?? '';
  const [appCredentials, setAppCredentials] = useState<AppCredentials>({ appId: '', appSecret: '' });
  // The demo app's credentials are for the local sandbox only: another server never receives them.
  const choose = useCallback((next: ServerChoice) => {
    chooseServer(next);
    setAppCredentials((current) => (current.demo ? { appId: '', appSecret: '' } : current));
  }, []);
  const value = useMemo(
    () => ({
      reference,
      server,
      localServer,
      choice,
      choose,
      credentials: { ...appCredentials, token },
      appCredentials,
      setAppCredentials,
    }),
    [reference, server, localServer, choice, choose, appCredentials, token],
  );
  return <TryItContext.Provider value={value}>{children}</TryItContext.Provider>;
}

export function useTryIt(): TryItState {
  const state = useContext(TryItContext);
  if (!state) throw new Error('useTryIt must be used inside <TryItProvider>.');
  return state;
}
