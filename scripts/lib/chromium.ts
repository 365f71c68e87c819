// Debian's chromium, as the browser tests and the benchmarks launch it: a
// Playwright browser download is not possible here, and without the
// background-networking flags Chromium tries hosts this machine cannot reach.
export const chromiumPath = '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
