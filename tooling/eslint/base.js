import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * typescript-eslint parses with the TypeScript JS API, which TS 7 (the native compiler the
 * packages typecheck with) no longer ships; this package therefore pins TS 6 for parsing only.
 */
export const base = tseslint.config(
  { ignores: ['**/dist/**', '**/.next/**', '**/.turbo/**', '**/coverage/**', '**/next-env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
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
  prettier,
)

export default base
