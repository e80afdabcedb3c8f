import { limits } from '@teamboard/supabase/schemas'

/**
 * A slug suggestion from a workspace name: "Café Crème Team!" → "cafe-creme-team". Accents are
 * folded rather than dropped so the address still reads like the name.
 */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, limits.slugMax)
    .replace(/-+$/, '')
}
