import React, { type ComponentType } from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

// The route table calls Docusaurus's ComponentCreator for each of its ~190
// routes while main.js starts, and each call builds a react-loadable component
// (a class, a loader map, an initializer) though a page renders one route.
// This stands in for it in the route table only (index.ts): the loadable is
// built when the route is first rendered or preloaded, which is all Docusaurus
// asks of a route's component (client and server both preload before rendering).

type Props = Record<string, unknown>;
type Loadable = ComponentType<Props> & { preload: () => Promise<unknown> };

export default function lazyComponentCreator(path: string, hash: string): Loadable {
  let loadable: Loadable | undefined;
  const get = () => (loadable ??= ComponentCreator(path, hash) as Loadable);
  const Route = (props: Props) => {
    const Loaded = get();
    return <Loaded {...props} />;
  };
  Route.displayName = `Route(${path})`;
  Route.preload = () => get().preload();
  return Route;
}
