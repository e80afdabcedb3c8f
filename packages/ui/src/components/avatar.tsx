'use client'

import { Avatar as AvatarPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

// Shared by Radix's avatar and the list one, so both look alike.
const avatarClass = 'relative flex size-8 shrink-0 overflow-hidden rounded-full'
const fallbackClass =
  'flex size-full items-center justify-center rounded-full bg-muted text-xs font-medium text-muted-foreground'

export function Avatar({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root data-slot="avatar" className={cn(avatarClass, className)} {...props} />
  )
}

export function AvatarImage({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cn('aspect-square size-full', className)}
      {...props}
    />
  )
}

export function AvatarFallback({
  className,
  ...props
}: ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn(fallbackClass, className)}
      {...props}
    />
  )
}

/**
 * An avatar for long lists (a board's cards): plain elements, no image-loading state. The
 * initials sit under the picture, which covers them once it has loaded; one that fails shows
 * nothing over them (its alt is empty). Radix's Avatar hydrates seven components and an effect
 * per avatar, which a board pays for every card it shows at first.
 */
export function ListAvatar({
  name,
  src,
  className,
  fallbackClassName,
  children,
  ...props
}: ComponentProps<'span'> & { name: string; src?: string | null; fallbackClassName?: string }) {
  return (
    <span data-slot="avatar" className={cn(avatarClass, className)} {...props}>
      <span
        data-slot="avatar-fallback"
        aria-hidden="true"
        className={cn(fallbackClass, fallbackClassName)}
      >
        {initials(name)}
      </span>
      {src ? (
        // Lazy: a list's pictures load as they come into view, and are not preloaded by the
        // server render ahead of the page's scripts.
        <img
          data-slot="avatar-image"
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full"
        />
      ) : null}
      {children}
    </span>
  )
}

/** Up to two initials for an avatar fallback: "Ada Lovelace" → "AL", "ada@x.io" → "A". */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s@._-]+/)
    .filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const second = name.includes('@') ? '' : (words[1]?.[0] ?? '')
  return (first + second).toUpperCase()
}

const tones = [
  'bg-indigo-100 text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100',
  'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100',
  'bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-100',
  'bg-rose-100 text-rose-800 dark:bg-rose-900 dark:text-rose-100',
  'bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-100',
  'bg-violet-100 text-violet-800 dark:bg-violet-900 dark:text-violet-100',
  'bg-teal-100 text-teal-800 dark:bg-teal-900 dark:text-teal-100',
  'bg-orange-100 text-orange-800 dark:bg-orange-900 dark:text-orange-100',
] as const

/**
 * A person's colour for an avatar fallback: the same hue for the same id everywhere, each tone
 * pair at least 4.5:1 (light: 100 fill, 800 text; dark: 900 fill, 100 text). Pass it as the
 * fallback's className.
 */
export function avatarTone(seed: string): string {
  let hash = 0
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return tones[hash % tones.length] ?? tones[0]
}
