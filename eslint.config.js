// The linter of `npm run lint` (part of `npm test`): ESLint's and
// typescript-eslint's recommended rules everywhere, React's hook rules and
// jsx-a11y on the site's components. Layout is Prettier's (eslint-config-prettier
// turns off the rules that would disagree with it).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      'site/build/',
      'site/build-*/',
      'site/.docusaurus/',
      'site/.cache/',
      'site/release-notes/sdks/',
      'test-builds/',
      'query-api/.data/',
      '.data/',
      'e2e/test-results/',
      'e2e/playwright-report/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_` marks what a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['site/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['site/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Content that scrolls sideways (code, wide tables and diagrams in named
      // regions) must be reachable by keyboard: axe's scrollable-region-focusable.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['region'] }],
    },
  },
  {
    // CommonJS loaders that the bundler runs in Node.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
