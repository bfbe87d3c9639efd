import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Generated calls are reached through an api/ folder (3/8: one way to reach the API). */
const GENERATED_ENDPOINTS = {
  group: ['@/platform/api/generated/endpoints/*'],
  message: "import generated calls through this feature's (or platform part's) api/ folder",
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'src/platform/api/generated',
      'public/mockServiceWorker.js',
      'test-results',
      '.tmp',
      'playwright-report',
      // One-off scripts (screenshots, QA), git-ignored too.
      'scripts/.*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // 3/8: no hand-written file of the app above 350 lines (a page grows into small hooks and
    // parts instead); tests and their helpers are not held to it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-helpers.{ts,tsx}', 'src/**/generated/**'],
    rules: { 'max-lines': ['error', { max: 350 }] },
  },
  {
    // A form draws again only for the form state its render reads (react-final-form's
    // `subscription`; its fields subscribe on their own). Without one, <Form> subscribes to all
    // of it, so every keystroke ran the render again and React compared every field of the
    // form: the job form's unit tests took 53-56 s with it and 39 s without (2026-11-28).
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/**/*.test-helpers.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='Form']:not(:has(> JSXAttribute[name.name='subscription']))",
          message:
            'give <Form> the subscription its render reads (e.g. { submitting: true }, or {} for none)',
        },
        {
          // One select: Blueprint's names its chevron "Open dropdown" for screen readers.
          selector: "JSXOpeningElement[name.name='HTMLSelect']",
          message: 'a select is AppSelect (platform/ui): its chevron is hidden from readers',
        },
        {
          // One way to submit (QA 2026-12-04: six plain forms left the focus on Save when a
          // field was refused).
          selector: "JSXOpeningElement[name.name='form']",
          message:
            'a form is a ValidatingForm (platform/forms): a refused save takes the keyboard to the field to mend',
        },
      ],
    },
  },
  {
    files: ['**/*.{mjs,js}', 'playwright.config.ts', 'e2e/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        performance: 'readonly',
        fetch: 'readonly',
        // page.evaluate callbacks run in the browser
        window: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
        PerformanceObserver: 'readonly',
        requestAnimationFrame: 'readonly',
      },
    },
  },
  {
    // One-way imports: platform never depends on features or the app; features never on
    // each other's internals (only through their index.ts) or on mocks.
    files: ['src/platform/**/*.{ts,tsx}'],
    ignores: ['src/platform/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*', '@mocks/*'],
              message: 'platform is feature-agnostic',
            },
            GENERATED_ENDPOINTS,
          ],
        },
      ],
    },
  },
  {
    // The api/ folders are the only importers of generated endpoints (3/8).
    files: ['src/platform/api/**/*.{ts,tsx}', 'src/platform/*/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*', '@mocks/*'],
              message: 'platform is feature-agnostic',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/features/**/*.test.{ts,tsx}', 'src/features/**/*.test-helpers.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*/*'], message: 'import another feature through its index.ts' },
            { group: ['@/app/*', '@mocks/*'], message: 'features do not import the app or mocks' },
            GENERATED_ENDPOINTS,
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/**/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*/*'], message: 'import another feature through its index.ts' },
            { group: ['@/app/*', '@mocks/*'], message: 'features do not import the app or mocks' },
          ],
        },
      ],
    },
  },
);
