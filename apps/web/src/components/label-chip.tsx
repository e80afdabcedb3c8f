import { cn } from '@teamboard/ui/lib/cn'
import { chipStyle, type LabelColor } from '@/lib/label-colors'

/** A label's name in its palette colour (contrast-checked for both themes: label-colors.ts). */
export function LabelChip({
  name,
  color,
  className,
}: {
  name: string
  color: LabelColor
  className?: string
}) {
  return (
    <span
      data-testid="label-chip"
      style={chipStyle(color)}
      className={cn(
        'inline-flex max-w-full items-center truncate rounded-full px-2 py-0.5 text-[11px] leading-4 font-medium',
        'bg-(--chip-bg) text-(--chip-fg) dark:bg-(--chip-bg-dark) dark:text-(--chip-fg-dark)',
        className,
      )}
    >
      {name}
    </span>
  )
}
