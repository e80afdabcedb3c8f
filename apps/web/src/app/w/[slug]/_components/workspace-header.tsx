import { Badge } from '@teamboard/ui/badge'
import { IntentLink } from '@/components/intent-link'
import { roleLabels, type WorkspaceRole } from '@/lib/roles'
import { WorkspaceNav } from './workspace-nav'

export function WorkspaceHeader({
  name,
  slug,
  role,
  showSettings,
}: {
  name: string
  slug: string
  role: WorkspaceRole
  showSettings: boolean
}) {
  return (
    <div className="border-b bg-card/40">
      <div className="mx-auto flex w-full max-w-6xl group-has-[[data-board-screen]]/workspace:max-w-none flex-wrap items-end justify-between gap-x-6 gap-y-2 px-4 pt-5 sm:px-6">
        <div className="grid gap-1 pb-3">
          <IntentLink href="/w" className="text-xs text-muted-foreground hover:text-foreground">
            All workspaces
          </IntentLink>
          <div className="flex items-center gap-2">
            <p className="text-lg font-semibold tracking-tight" data-testid="workspace-name">
              {name}
            </p>
            <Badge variant={role === 'member' ? 'secondary' : 'default'}>{roleLabels[role]}</Badge>
          </div>
        </div>
        <WorkspaceNav slug={slug} showSettings={showSettings} />
      </div>
    </div>
  )
}
