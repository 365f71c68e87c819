// English texts that a translation may keep as they are (UI strings, API
// texts, release notes): names that are the same in every language. Everything
// else equal to its English source is an untranslated text.

export const untranslatedAllowed: Record<string, readonly string[]> = {
  // The same in every language: brand, product and platform names (the
  // termbases keep API names in English in prose too), and a format with no words.
  all: [
    'Acme Ads',
    'Acme Ecommerce',
    '© 2025 Acme',
    'Query API',
    'Coupon API',
    'Event API',
    'Embedded Actions API',
    'Partner Events API',
    'Android',
    'iOS',
    'Flutter',
    'React Native',
    'Cordova',
    '.NET MAUI',
    'Shopify',
    '{authorName} - {nPosts}',
  ],
  // French words spelt as in English (and the unit "ms"); "Tags", "danger" and
  // "info" are also what Docusaurus's own French catalogue says.
  fr: [
    'Description',
    'Dimension',
    'Documentation',
    'Pages',
    'Solutions',
    'Type',
    'Version',
    'Version 2',
    'Version {version}',
    'Versions',
    'Tags',
    // The report builder's choice of report: a French word, and a product name.
    'Transactions (Acme Ecommerce)',
    'danger',
    'info',
    '{ms} ms',
  ],
};

/** API texts (overlays) that stay as they are: the APIs' own names, French words spelt as in English. */
export const untranslatedApiTexts: Record<string, readonly string[]> = {
  all: ['Acme Query API', 'Acme Coupon API', 'Acme Event API', 'Acme Embedded Actions API'],
  fr: ['Production'],
};

export const allowedFor = (locale: string) =>
  new Set([
    ...untranslatedAllowed.all,
    ...(untranslatedAllowed[locale] ?? []),
    ...untranslatedApiTexts.all,
    ...(untranslatedApiTexts[locale] ?? []),
  ]);
