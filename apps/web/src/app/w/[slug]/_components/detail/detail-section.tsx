import { cn } from '@teamboard/ui/lib/cn'
import { useId, type ReactNode } from 'react'

/**
 * A titled part of the task detail (description, attachments, activity): its heading names the
 * region for screen readers, with room beside it for the part's own action.
 */
export function DetailSection({
  title,
  action,
  className,
  children,
}: {
  title: string
  action?: ReactNode
  className?: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between">
        <h3 id={id} className="text-sm font-medium text-muted-foreground">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  )
}
