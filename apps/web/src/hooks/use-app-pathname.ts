import { usePathname } from 'next/navigation'

/**
 * `usePathname()` for App Router components. Next types it `string | null` once the app also has
 * a `pages/` directory (the landing, `pages/index.tsx`), because under the Pages Router it can be
 * null before hydration; in the App Router it is always the path.
 */
export function useAppPathname(): string {
  return usePathname() ?? '/'
}
