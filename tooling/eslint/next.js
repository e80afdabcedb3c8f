import nextPlugin from '@next/eslint-plugin-next'
import tseslint from 'typescript-eslint'
import { react } from './react.js'

/** `react` for a Next.js app (`dir`: its `import.meta.dirname`). */
export const next = (dir) =>
  tseslint.config(...react(dir), {
    plugins: { '@next/next': nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
    },
  })
