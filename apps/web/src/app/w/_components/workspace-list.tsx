import { Badge } from '@teamboard/ui/badge'
import { ChevronRightIcon } from 'lucide-react'
import Link from 'next/link'
import type { MyWorkspace } from '@teamboard/supabase/queries'
import { roleLabels } from '@/lib/roles'

export function WorkspaceList({ workspaces }: { workspaces: MyWorkspace[] }) {
  return (
    <ul aria-label="My workspaces" className="grid divide-y rounded-lg border bg-card shadow-xs">
      {workspaces.map((workspace) => (
        <li key={workspace.id}>
          <Link
            href={`/w/${workspace.slug}`}
            className="flex items-center gap-3 px-4 py-3 outline-none hover:bg-accent/50 focus-visible:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
          >
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="truncate font-medium">{workspace.name}</span>
              <span className="truncate font-mono text-xs text-muted-foreground">
                /w/{workspace.slug}
              </span>
            </span>
            <Badge variant={workspace.role === 'member' ? 'secondary' : 'default'}>
              {roleLabels[workspace.role]}
            </Badge>
            <ChevronRightIcon aria-hidden="true" className="size-4 text-muted-foreground" />
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function NoWorkspaces() {
  return (
    <div className="grid gap-1 rounded-lg border border-dashed px-6 py-10 text-center">
      <p className="font-medium">You're not in any workspace yet</p>
      <p className="text-sm text-muted-foreground">
        Create one for your team below, or open the invitation link a teammate sent you.
      </p>
    </div>
  )
}
