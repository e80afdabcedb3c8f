import { themeScript } from '@/lib/theme'

/** In <head>: applies the stored theme before the first paint (see lib/theme.ts). */
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: themeScript }} />
}
