import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The shared rules for the package in `dir` (its `import.meta.dirname`): type-aware rules resolve
 * tsconfigs from there, so one ESLint process can lint several packages (`pnpm lint:packages`)
 * and share one TypeScript project service between them.
 *
 * typescript-eslint parses with the TypeScript JS API, which TS 7 (the native compiler the
 * packages typecheck with) no longer ships; this package therefore pins TS 6 for parsing only.
 */
export const base = (dir) =>
  tseslint.config(
    {
      ignores: ['**/dist/**', '**/.next/**', '**/.turbo/**', '**/coverage/**', '**/next-env.d.ts'],
    },
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: {
        globals: { ...globals.node },
        // Type-aware rules: each file is checked with the nearest tsconfig (its package's).
        parserOptions: {
          projectService: { allowDefaultProject: ['*.js', '*.mjs', 'playwright*.config.ts'] },
          tsconfigRootDir: dir,
        },
      },
      rules: {
        // A promise nobody awaits loses its error; one passed where a void callback is expected
        // (onClick, a form's onSubmit) too.
        '@typescript-eslint/no-floating-promises': 'error',
        '@typescript-eslint/no-misused-promises': 'error',
        '@typescript-eslint/consistent-type-imports': [
          'error',
          { fixStyle: 'inline-type-imports' },
        ],
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
        ],
        'no-restricted-properties': [
          'error',
          {
            object: 'process',
            property: 'env',
            message: 'Read the environment through the package env.ts, which validates it.',
          },
        ],
      },
    },
    {
      files: [
        '**/env.ts',
        '**/*.config.{js,ts,mjs}',
        '**/test/**',
        '**/e2e/**',
        '**/*.test.{ts,tsx}',
        '**/scripts/**',
      ],
      rules: { 'no-restricted-properties': 'off' },
    },
    {
      // Fakes implement promise-returning signatures (fetch, handlers) without awaiting anything.
      files: ['**/test/**', '**/e2e/**', '**/*.test.{ts,tsx}'],
      rules: { '@typescript-eslint/require-await': 'off' },
    },
    // Config files and plain scripts have no types to check.
    { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
    prettier,
  )
