// Lint for every package. Besides the usual TypeScript rules it keeps the design's import rules
// (architecture.md §2): a module imports only @sid/openapi and @sid/ui; ui and openapi import
// nothing of ours; nobody imports the Fluent barrel (it would load all of Fluent on every page).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const fluentBarrel = {
  name: '@fluentui/react-components',
  message: 'Import from the Fluent package that holds the component (e.g. @fluentui/react-button): the barrel is shared whole and costs ~311 KiB on every page.',
};

const noOtherModules = {
  group: ['@sid/mf-*', '@sid/shell', '@sid/shell/*', '**/shell/src/**', '**/mf-*/src/**'],
  message: 'A module never imports the shell or another module: share through @sid/ui or @sid/openapi instead.',
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.tmp/**', '.tools/**', 'openapi/src/schema.d.ts', '**/test-results/**', '**/playwright-report/**', 'server/drizzle/**', 'data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['mf-*/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [fluentBarrel], patterns: [noOtherModules] }] },
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [fluentBarrel],
        patterns: [{ group: ['@sid/mf-*', '**/mf-*/src/**'], message: 'The shell loads modules at run time from /api/config; it never imports one.' }],
      }],
    },
  },
  {
    files: ['openapi/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [fluentBarrel],
        patterns: [{ group: ['@sid/*', '../../shell/**', '../../mf-*/**', '../../server/**'], message: 'ui and openapi are the foundation: they import nothing of ours.' }],
      }],
    },
  },
  {
    // ui imports nothing of ours but itself. One subpath uses another through the package name
    // ('@sid/ui/feedback'), never '../feedback': Module Federation shares ui per subpath by that name,
    // and a relative import would bundle a second copy (a second React context for the feedback).
    files: ['ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [fluentBarrel],
        patterns: [
          { group: ['@sid/*', '!@sid/ui', '../../shell/**', '../../mf-*/**', '../../server/**'], message: 'ui and openapi are the foundation: they import nothing of ours.' },
          { group: ['../*'], allowTypeImports: true, message: "Use another ui subpath through '@sid/ui/<subpath>', so Module Federation shares one instance of it." },
        ],
      }],
    },
  },
);
