// Lint rules that keep the code plain: strict equality, no unused names, no non-null assertions, no import cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'custom-elements.json'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,mts,cts,js,mjs,cjs}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.js', '.mjs', '.json'] })],
    },
    rules: {
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests, e2e, scripts and tool configs: `any` types what a browser page or a JSON reply hands back (src/ keeps it).
    files: ['**/*.test.ts', '**/test-*.ts', 'e2e/**', 'scripts/**', '*.config.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
