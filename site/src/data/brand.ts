// The one place that holds Acme's brand (see shared/product-brief.md).
// Config, theme, plugins and tests read it from here; nothing else hard-codes it.
export const brand = {
  name: 'Acme',
  slug: 'acme',
  siteTitle: 'Acme Documentation',
  tagline: 'Integrate Acme offers into the transaction moment, and measure what they earn.',
  urls: {
    main: 'https://www.acme.example',
    docs: 'https://docs.acme.example',
    api: 'https://api.acme.example',
    webLibrary: 'https://apps.acme.example/acme.js',
    // The two web apps and their shared sign-in (site/WRITING.md, "The web apps").
    adsApp: 'https://ads.acme.example',
    ecommerceApp: 'https://ecommerce.acme.example',
    signIn: 'https://auth.acme.example/login',
    about: 'https://www.acme.example/about',
    contact: 'https://www.acme.example/contact',
    careers: 'https://www.acme.example/careers',
  },
  colors: {
    magenta: '#D6007A',
    // Lighter magenta for dark mode: keeps text contrast above 4.5:1 on the dark background.
    magentaOnDark: '#FF4FAE',
    apiBlue: '#2563EB',
    // Lighter blue for the API pages in dark mode, for the same contrast reason.
    apiBlueOnDark: '#60A5FA',
  },
  logo: { src: 'img/logo.svg', alt: 'Acme logo' },
  favicon: 'img/favicon.svg',
  socialCard: 'img/social-card.png',
  copyright: '© 2025 Acme',
} as const;

export type Brand = typeof brand;
