import type { ClientModule } from '@docusaurus/types';
import type NProgress from 'nprogress';
import '@docusaurus/theme-classic/lib/nprogress.css';

// Stands in for @docusaurus/theme-classic/lib/nprogress.js (see index.ts): the
// bar starts 200 ms into a navigation to another path and ends with it, as
// there, but nprogress itself loads only when a bar is about to show.
const delay = 200;
let progressBar: Promise<typeof NProgress> | undefined;
const loadProgressBar = () =>
  (progressBar ??= import('nprogress').then(({ default: bar }) => {
    bar.configure({ showSpinner: false });
    return bar;
  }));

const progressBarOnDemand: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    let arrived = false;
    const timeout = window.setTimeout(() => {
      void loadProgressBar().then((bar) => {
        if (!arrived) bar.start();
      });
    }, delay);
    return () => {
      arrived = true;
      window.clearTimeout(timeout);
    };
  },
  onRouteDidUpdate() {
    void progressBar?.then((bar) => bar.done());
  },
};

export default progressBarOnDemand;
