/**
 * REQ-ROUTES-6 path normalisation: a path ending in `index.html` or `.html` loses
 * that ending; an empty result becomes the root path. Returns null when the
 * path needs no change.
 */
export function htmlRedirectTarget(pathname: string): string | null {
  if (!pathname.endsWith('.html')) return null;
  const stripped = pathname.endsWith('/index.html')
    ? pathname.slice(0, -'index.html'.length)
    : pathname.slice(0, -'.html'.length);
  return stripped === '' ? '/' : stripped;
}

/** The locale a path belongs to, by its first segment (`/ja/…`, `/fr/…`); else the default. */
export function localeOfPath(pathname: string, locales: readonly string[], defaultLocale: string): string {
  const first = pathname.split('/')[1] ?? '';
  return first !== defaultLocale && locales.includes(first) ? first : defaultLocale;
}
