// The site's /.well-known/security.txt (RFC 9116), written at build time so
// that its Expires field always lies in the future of the last build.

export interface SecurityTxtInput {
  /** Absolute URL of the docs site, e.g. https://docs.acme.example. */
  siteUrl: string;
  /** Absolute URL of Acme's main website (the PGP key is published there). */
  mainUrl: string;
  /** Locales of the site, in order of preference. */
  languages: readonly string[];
  now: Date;
}

export const securityContact = 'mailto:security@acme.example';
/** RFC 9116 §2.5.5 recommends an expiry less than a year away. */
export const validityDays = 364;

export function securityTxt({ siteUrl, mainUrl, languages, now }: SecurityTxtInput): string {
  const expires = new Date(now.getTime() + validityDays * 86_400_000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    '# Security contact of Acme (RFC 9116). Please report vulnerabilities to the address below.',
    `Contact: ${securityContact}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    `Encryption: ${mainUrl}/.well-known/acme-security.asc`,
    `Preferred-Languages: ${languages.join(', ')}`,
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    `Policy: ${siteUrl}/trust-center#report-a-vulnerability`,
    '',
  ].join('\n');
}
