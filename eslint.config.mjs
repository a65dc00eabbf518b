// Lint rules that keep the code plain: strict equality, no unused names, no non-null assertions, no import cycles, and
// the floors of each capability (a folder imports only from the floors below it).
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * The floors of a capability's folders, ground first, as its README's layer table states them: a folder imports from
 * the floors below its own only (not from a folder beside it, nor above), and none imports the capability's top-level
 * files (its entries, its app) nor the folders `top` names. One zone per folder: a lower floor importing a higher one fails lint.
 */
function floorZones(capability, floors, top = []) {
  const folder = (name) => `src/${capability}/${name}/**`;
  return floors.flatMap((floor, level) =>
    floor.map((name) => {
      const above = [...floors.slice(level).flat(), ...top].filter((other) => other !== name);
      return {
        target: folder(name),
        from: [...above.map(folder), `src/${capability}/*.ts`],
        message: `${capability}/${name}/ stands on floor ${level + 1}: it imports only from the floors below it (src/${capability}/README.md).`,
      };
    }),
  );
}

/** src/pay-form/README.md, "Source layout". */
const PAY_FORM_FLOORS = [
  ['core', 'secure-fields'],
  ['session', 'hosted', 'document'],
  ['card', 'installments'],
  ['authentication', 'saved-cards'],
  ['steps'],
  ['submission'],
  ['element'],
];

/** src/sandbox/README.md, "Layers"; the top-level files and test-harness/ (what its tests run on) stand above them all. */
const SANDBOX_FLOORS = [
  ['kernel', 'br-code', 'boleto-barcode', 'merchant-test-helpers'],
  ['route-spec', 'webhooks'],
  ['fraud-sessions', 'card-tokens', 'submerchants', 'postbacks', 'controls', 'faults', 'card-fields', 'openapi'],
  ['customers', 'installments'],
  ['charges'],
  ['hosted', 'pay-pages', 'authentication'],
];

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
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            ...floorZones('pay-form', PAY_FORM_FLOORS),
            ...floorZones('sandbox', SANDBOX_FLOORS, ['test-harness']),
            {
              target: 'src/interface/**',
              from: ['src/*/**', 'src/*.ts'],
              // Exceptions are matched against the whole path.
              except: [`${ROOT}src/interface/**`],
              message:
                'src/interface/ is what the capabilities share: it imports none of them (src/interface/README.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // A test may wire a lower floor to the whole (a part's test mounting the element, the entries' loaders).
    files: ['**/*.test.ts', '**/test-*.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Tests, e2e, scripts and tool configs: `any` types what a browser page or a JSON reply hands back (src/ keeps it).
    files: ['**/*.test.ts', '**/test-*.ts', 'e2e/**', 'scripts/**', '*.config.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
