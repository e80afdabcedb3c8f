import { Badge } from '@teamboard/ui/badge'
import { cn } from '@teamboard/ui/lib/cn'

type PreviewTask = {
  number: number
  title: string
  priority?: 'High' | 'Urgent' | 'Low'
  who: string
  live?: boolean
}

const columns: { name: string; dot: string; tasks: PreviewTask[] }[] = [
  {
    name: 'Todo',
    dot: 'bg-muted-foreground/50',
    tasks: [
      { number: 42, title: 'Invite the design team', who: 'MK' },
      { number: 38, title: 'Draft Q3 launch checklist', priority: 'Low', who: 'JD' },
    ],
  },
  {
    name: 'In progress',
    dot: 'bg-warning',
    tasks: [
      {
        number: 36,
        title: 'Keyboard shortcuts for moving tasks',
        priority: 'High',
        who: 'AL',
        live: true,
      },
      { number: 31, title: 'Attachment previews', who: 'SR' },
    ],
  },
  {
    name: 'In review',
    dot: 'bg-primary',
    tasks: [
      { number: 29, title: 'Fix realtime reconnect after sleep', priority: 'Urgent', who: 'GH' },
    ],
  },
  {
    name: 'Done',
    dot: 'bg-success',
    tasks: [
      { number: 27, title: 'Workspace roles and permissions', who: 'AL' },
      { number: 24, title: 'Magic link sign-in', who: 'MK' },
    ],
  },
]

const viewers = [
  // Opaque tints (mixed with the card colour) so the overlapping circles hide each other's letters.
  { who: 'AL', tint: 'bg-[color-mix(in_oklab,var(--primary)_16%,var(--card))] text-primary' },
  { who: 'MK', tint: 'bg-[color-mix(in_oklab,var(--success)_16%,var(--card))] text-success' },
  { who: 'GH', tint: 'bg-[color-mix(in_oklab,var(--warning)_20%,var(--card))] text-warning' },
]

const priorityVariant = { High: 'warning', Urgent: 'destructive', Low: 'secondary' } as const

/** A static picture of a board, drawn with the real components so it always matches the product. */
export function BoardPreview() {
  return (
    <div
      aria-hidden="true"
      className="relative rounded-2xl border bg-card/60 p-2 shadow-[0_20px_70px_-20px_rgb(0_0_0/0.25)] ring-1 ring-black/[0.02] backdrop-blur"
    >
      <div className="flex items-center justify-between border-b px-3 py-2.5">
        <div className="flex items-center gap-2 text-sm font-medium">
          <span className="size-2 rounded-full bg-primary" />
          Product · Sprint 14
        </div>
        <div className="flex -space-x-1">
          {viewers.map(({ who, tint }) => (
            <span
              key={who}
              className={cn(
                'flex size-6 items-center justify-center rounded-full text-[10px] font-semibold ring-2 ring-card',
                tint,
              )}
            >
              {who}
            </span>
          ))}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 p-2 md:grid-cols-4">
        {columns.map((column) => (
          <div key={column.name} className="flex flex-col gap-2 rounded-xl bg-muted/60 p-2">
            <div className="flex items-center gap-2 px-1 py-0.5 text-xs font-medium text-muted-foreground">
              <span className={cn('size-2 rounded-full', column.dot)} />
              {column.name}
              <span className="ml-auto tabular-nums">{column.tasks.length}</span>
            </div>
            {column.tasks.map((task) => (
              <div
                key={task.number}
                className={cn(
                  'grid gap-2 rounded-lg border bg-card p-2.5 text-left shadow-xs',
                  task.live && 'ring-2 ring-primary/40',
                )}
              >
                <div className="flex items-center justify-between font-mono text-[11px] text-muted-foreground">
                  TB-{task.number}
                  <span className="flex size-5 items-center justify-center rounded-full bg-accent font-sans text-[9px] font-medium text-accent-foreground">
                    {task.who}
                  </span>
                </div>
                <p className="text-[13px] leading-snug font-medium">{task.title}</p>
                {task.priority ? (
                  <Badge variant={priorityVariant[task.priority]}>{task.priority}</Badge>
                ) : null}
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  )
}
