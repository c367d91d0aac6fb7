// Lint for every package. Besides the usual TypeScript rules it keeps the design's import rules
// (architecture.md §2): a module imports only @sid/openapi, @sid/ui and @sid/ui-desa; ui and openapi
// import nothing of ours, ui-desa only those two (docs/adr/0017); nobody imports the Fluent barrel (it would load all of Fluent on every page).
// In the front end it keeps React's rules of hooks (eslint-plugin-react-hooks, React's own), the
// boundaries of the features inside a module, and one pattern per concern (see `onePattern`).
import { dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

const fluentBarrel = {
  name: '@fluentui/react-components',
  message: 'Import from the Fluent package that holds the component (e.g. @fluentui/react-button): the barrel is shared whole and costs ~311 KiB on every page.',
};

// One pattern per concern in a module: a change is said through useServerAction of ui-desa/feedback
// (the contract's error mapper built in: no screen hands toApiError over), a form in a dialog is
// FormikDialog (ui/form).
const boundServerAction = { name: '@sid/ui/feedback', importNames: ['useServerAction'], message: "useServerAction of @sid/ui-desa/feedback: it reads a refusal as the contract's ApiError, so no screen passes toApiError by hand." };
const onePattern = [
  { name: '@sid/ui/feedback', importNames: ['useFeedback'], message: 'Say what a change did with useServerAction (run, or submit for a formik form) of @sid/ui-desa/feedback.' },
  boundServerAction,
  { name: '@sid/ui/dialogs', importNames: ['FormDialog'], message: 'A form in a dialog is FormikDialog of @sid/ui/form (its refusal banner built in).' },
];

/**
 * Feature boundaries inside a module (mf-x/src): a feature folder (features/<name>/) is used from
 * outside itself only through its index (features/<name>/index.ts), or not at all; lib/, which the
 * features share, uses no feature. The one exception is module.tsx, the composition root, which
 * loads each page lazily by its own file (`lazy(() => import('./features/x/x-page'))`), so that a
 * page's chunk holds that page only.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      deep: "Import the feature '{{feature}}' through its index ('features/{{feature}}'), not its files: a feature's files are its own.",
      lib: "lib/ is shared by the features and imports none of them ('{{feature}}'): move what both need into lib/.",
    },
  },
  create(context) {
    const file = context.filename;
    const inModule = /^(.*[\\/]mf-[^\\/]+[\\/]src)[\\/](.*)$/.exec(file);
    if (!inModule) return {};
    const [, srcDir, own] = inModule;
    const ownPath = own.split(sep).join('/');
    const ownFeature = /^features\/([^/]+)\//.exec(ownPath)?.[1];
    const check = (node, source, lazy) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = relative(srcDir, resolve(dirname(file), source)).split(sep).join('/');
      const match = /^features\/([^/]+)(?:\/(.*))?$/.exec(target);
      if (!match || match[1] === ownFeature) return;
      const [, feature, inner = ''] = match;
      if (ownPath.startsWith('lib/')) context.report({ node, messageId: 'lib', data: { feature } });
      else if (inner !== '' && inner !== 'index' && !(lazy && /^module\.tsx?$/.test(ownPath))) {
        context.report({ node, messageId: 'deep', data: { feature } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, false),
      ExportNamedDeclaration: (node) => { if (node.source) check(node, node.source.value, false); },
      ExportAllDeclaration: (node) => check(node, node.source.value, false),
      ImportExpression: (node) => { if (node.source.type === 'Literal') check(node, node.source.value, true); },
    };
  },
};

const noOtherModules = {
  group: ['@sid/mf-*', '@sid/shell', '@sid/shell/*', '**/shell/src/**', '**/mf-*/src/**'],
  message: 'A module never imports the shell or another module: share through @sid/ui, @sid/ui-desa or @sid/openapi instead.',
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
    // The repository's own checks (tooling/checks), plain CommonJS jest tests.
    files: ['**/*.test.cjs'],
    languageOptions: { globals: globals.jest },
  },
  {
    // React's rules of hooks and the React Compiler's checks (refs, purity, state set in effects...),
    // everywhere React runs. A missing dependency is an error too: a stale closure is a bug.
    files: ['{ui,ui-desa,standalone,shell,openapi,mf-*}/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: { ...reactHooks.configs.flat.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Hooks called in a type-only test function (openapi): never run, only type-checked.
    files: ['openapi/src/types.check.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['mf-*/**/*.{ts,tsx}'],
    plugins: { sid: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'no-restricted-imports': ['error', { paths: [fluentBarrel, ...onePattern], patterns: [noOtherModules] }],
      'sid/feature-boundaries': 'error',
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [fluentBarrel, boundServerAction],
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
    // ui imports nothing of ours but itself (not ui-desa: the generic UI knows no domain). One subpath uses another through the package name
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
  {
    // ui-desa, the domain UI, may use the contract (@sid/openapi) and the generic UI (@sid/ui), nothing
    // else of ours (not the shell, a module, the server or the dev host). Like ui, one subpath uses
    // another by its package name, so that Module Federation shares one instance of each.
    files: ['ui-desa/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [fluentBarrel],
        patterns: [
          { group: ['@sid/*', '!@sid/ui', '!@sid/ui-desa', '!@sid/openapi', '../../shell/**', '../../mf-*/**', '../../server/**', '../../standalone/**'], message: 'ui-desa imports only @sid/openapi and @sid/ui of ours.' },
          { group: ['../*'], allowTypeImports: true, message: "Use another ui-desa subpath through '@sid/ui-desa/<subpath>', so Module Federation shares one instance of it." },
        ],
      }],
    },
  },
  {
    // The standalone dev host: a module's devDependency, built on the product's packages only.
    files: ['standalone/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [fluentBarrel],
        patterns: [{ group: ['@sid/*', '!@sid/ui', '!@sid/ui-desa', '!@sid/openapi', '**/shell/src/**', '**/mf-*/src/**', '**/server/**'], message: 'The standalone host uses @sid/openapi, @sid/ui and @sid/ui-desa only.' }],
      }],
    },
  },
);
