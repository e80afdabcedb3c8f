import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { base } from './base.js'

export const react = tseslint.config(...base, reactHooks.configs.flat['recommended-latest'], {
  files: ['**/*.{ts,tsx}'],
  languageOptions: { globals: { ...globals.browser } },
})
