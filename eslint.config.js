// Lint rules for the whole repository (type-aware TypeScript, React hooks, test hygiene).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const focusedOrSkipped = ['it', 'test', 'describe'].flatMap((fn) =>
  ['only', 'skip'].map((property) => ({
    object: fn,
    property,
    message: `No .${property} left behind: every test runs (use skipIf for environment-dependent suites).`,
  })),
);

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'build/**',
      'data/**',
      '.react-router/**',
      'test-results/**',
      'playwright-report/**',
      'test/support/layer-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.cjs', 'scripts/*.mjs'] } },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-properties': ['error', ...focusedOrSkipped],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
      // Fakes and adapters implement async ports without awaiting anything.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.cjs', '**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
