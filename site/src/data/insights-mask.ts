import { insightLimits } from './insights';

// Masking of what a reader typed (a query, a comment) before it leaves the
// page (issue #31), apart from insights.ts so that the code that only needs
// the limits (the search client's hook) does not carry the patterns.

const masks: [RegExp, string][] = [
  // JSON Web Tokens, before anything else reads their dots.
  [/\beyJ[\w-]{4,}\.[\w-]{4,}(?:\.[\w-]*)?/g, '[token]'],
  // A credential after its scheme or name: "Bearer …", "api_key=…", "password: …".
  [/\b(bearer|basic)\s+[\w.~+/=-]{8,}/gi, '$1 [secret]'],
  [
    /\b((?:api[_-]?key|apikey|access[_-]?token|refresh[_-]?token|token|secret|client[_-]?secret|app[_-]?secret|password|passwd|pwd)\s*[:=]\s*)\S+/gi,
    '$1[secret]',
  ],
  // Keys with a vendor's prefix: Stripe-like sk_/pk_/rk_, GitHub, Slack, AWS, Google.
  [
    /\b(?:[spr]k_(?:live|test)_[\w]{6,}|gh[pousr]_\w{16,}|github_pat_\w{16,}|xox[abprs]-[\w-]{8,}|AKIA[0-9A-Z]{12,}|AIza[\w-]{20,})/g,
    '[secret]',
  ],
];
/** Long digit runs: card, phone and account numbers (spaces and dashes allowed inside). */
const digitRun = /\+?\d(?:[ -]?\d){9,}/g;

/** An e-mail address, or the start of one typed so far: "name@", "name@exa". A version ("sdk@2.1") is not one. */
const emailLike = /^[^\s@]+@(?!v?\d[\d.]*$)[^\s]*$/i;
/** A long run of letters and digits mixed, as keys and tokens are (words with underscores are not). */
const secretLike = /^[\w+/=.~-]{20,}$/;
const mixed = (word: string) => (word.match(/\d/g)?.length ?? 0) >= 2 && (word.match(/[a-z]/gi)?.length ?? 0) >= 2;

/**
 * Masks what looks like an e-mail address, a token or a secret in text a reader
 * typed (a query, a comment), before it leaves the page. Each masked run
 * becomes a bracketed word naming what it was.
 */
export function maskPersonalData(text: string): string {
  let masked = text;
  for (const [pattern, replacement] of masks) masked = masked.replace(pattern, replacement);
  return masked
    .split(/(\s+)/)
    .map((word) =>
      emailLike.test(word)
        ? '[email]'
        : secretLike.test(word) && mixed(word) && !/^\[\w+\]$/.test(word)
          ? '[secret]'
          : word,
    )
    .join('')
    .replace(digitRun, '[number]');
}

/** A query as it is recorded: masked first (a cut could leave half an address unmasked), then cut. */
export const recordedQuery = (query: string): string =>
  maskPersonalData(query.trim()).slice(0, insightLimits.queryLength).trim();
