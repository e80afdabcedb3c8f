import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { base } from './base.js'

/** `base` for a package with React (`dir`: its `import.meta.dirname`). */
export const react = (dir) =>
  tseslint.config(...base(dir), reactHooks.configs.flat['recommended-latest'], {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  })
