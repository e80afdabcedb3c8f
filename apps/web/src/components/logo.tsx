import { cn } from '@teamboard/ui/lib/cn'

/** The Teamboard mark: three columns of a board, the middle one in motion. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 shrink-0">
        <rect width="24" height="24" rx="6" className="fill-primary" />
        <rect x="5" y="6" width="3.5" height="12" rx="1.25" className="fill-primary-foreground" />
        <rect
          x="10.25"
          y="6"
          width="3.5"
          height="7"
          rx="1.25"
          className="fill-primary-foreground/70"
        />
        <rect
          x="15.5"
          y="6"
          width="3.5"
          height="9.5"
          rx="1.25"
          className="fill-primary-foreground"
        />
      </svg>
      <span>Teamboard</span>
    </span>
  )
}
