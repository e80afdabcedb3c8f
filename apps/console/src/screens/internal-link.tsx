import type { MouseEvent, ReactNode } from 'react'
import { cn } from '@teamboard/ui/lib/cn'
import { navigate } from '../router'

/** A link inside the console: a real <a> (open in a new tab works) that navigates in place. */
export function InternalLink({
  href,
  className,
  children,
  ...rest
}: {
  href: string
  className?: string
  children: ReactNode
  'aria-current'?: 'page'
}) {
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    navigate(href)
  }
  return (
    <a
      href={href}
      onClick={follow}
      className={cn('underline underline-offset-4', className)}
      {...rest}
    >
      {children}
    </a>
  )
}
