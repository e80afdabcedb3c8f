/**
 * The colour theme, remembered per browser in localStorage. "system" stores nothing: the UI kit's
 * tokens follow `prefers-color-scheme` unless <html> has `.light` or `.dark`
 * (packages/ui/src/styles/globals.css), so only an explicit choice needs a class.
 */
const themes = ['light', 'dark', 'system'] as const
export type Theme = (typeof themes)[number]
const THEME_KEY = 'teamboard-theme'

function isTheme(value: unknown): value is Theme {
  return themes.includes(value as Theme)
}

/**
 * Runs inline in <head> before the body is parsed, so the first paint already has the stored
 * theme (no flash), and again in other tabs when the choice changes. Kept tiny and dependency-free.
 */
export const themeScript = `(function(){var k=${JSON.stringify(THEME_KEY)},r=document.documentElement;function a(){var t=null;try{t=localStorage.getItem(k)}catch(e){}r.classList.remove('light','dark');if(t==='light'||t==='dark')r.classList.add(t)}a();addEventListener('storage',function(e){if(e.key===k)a()})})()`

export function readTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_KEY)
    return isTheme(stored) ? stored : 'system'
  } catch {
    return 'system'
  }
}

export function storeTheme(theme: Theme): void {
  try {
    if (theme === 'system') localStorage.removeItem(THEME_KEY)
    else localStorage.setItem(THEME_KEY, theme)
  } catch {
    // Storage can be off (private modes); the choice then lasts for this page only.
  }
  applyTheme(theme)
}

/** Sets `.light`/`.dark` on <html> as the inline script does (nothing for "system"). */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement
  root.classList.remove('light', 'dark')
  if (theme !== 'system') root.classList.add(theme)
}
