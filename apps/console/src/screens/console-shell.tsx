import { useUser } from '@teamboard/auth/react'
import { Button } from '@teamboard/ui/button'
import { cn } from '@teamboard/ui/lib/cn'
import { useLocation } from '../router'
import { supabase } from '../supabase'
import { InternalLink } from './internal-link'
import { UserLookup } from './user-lookup'
import { WorkspaceLookup } from './workspace-lookup'

function NavLink({ href, current, label }: { href: string; current: boolean; label: string }) {
  return (
    <InternalLink
      href={href}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'rounded-md px-3 py-1.5 text-sm no-underline',
        current && 'bg-muted font-medium',
      )}
    >
      {label}
    </InternalLink>
  )
}

/**
 * Header and the two lookups: `/` (users, `?q=`) and `/workspaces` (`?slug=`). Each lookup is
 * keyed by its query, so a new search or Back starts it afresh: no notice about the previous
 * user or workspace stays on screen.
 */
export function ConsoleShell() {
  const user = useUser()
  const location = useLocation()
  const onWorkspaces = location.pathname === '/workspaces'
  const query = location.searchParams.get(onWorkspaces ? 'slug' : 'q') ?? ''
  return (
    <div className="min-h-dvh">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b px-4 py-3 sm:px-6">
        <span className="font-semibold">Teamboard support</span>
        <nav aria-label="Lookups" className="flex gap-1">
          <NavLink href="/" current={!onWorkspaces} label="Users" />
          <NavLink href="/workspaces" current={onWorkspaces} label="Workspaces" />
        </nav>
        <span className="text-muted-foreground ml-auto min-w-0 text-sm break-all">
          {user?.email}
        </span>
        {/* Only this console's session: the staff member stays signed in to the web app. */}
        <Button
          variant="outline"
          size="sm"
          onClick={() => void supabase().auth.signOut({ scope: 'local' })}
        >
          Sign out
        </Button>
      </header>
      <main className="mx-auto grid max-w-4xl gap-6 p-4 sm:p-6">
        {onWorkspaces ? (
          <WorkspaceLookup key={query} slug={query} />
        ) : (
          <UserLookup key={query} query={query} />
        )}
      </main>
    </div>
  )
}
