import { useUser } from '@teamboard/auth/react'
import { Button } from '@teamboard/ui/button'
import { cn } from '@teamboard/ui/lib/cn'
import type { MouseEvent } from 'react'
import { navigate, useLocation } from '../router'
import { supabase } from '../supabase'
import { UserLookup } from './user-lookup'
import { WorkspaceLookup } from './workspace-lookup'

function NavLink({ href, current, label }: { href: string; current: boolean; label: string }) {
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    navigate(href)
  }
  return (
    <a
      href={href}
      onClick={follow}
      aria-current={current ? 'page' : undefined}
      className={cn('rounded-md px-3 py-1.5 text-sm', current && 'bg-muted font-medium')}
    >
      {label}
    </a>
  )
}

/** Header and the two lookups: `/` (users, `?q=`) and `/workspaces` (`?slug=`). */
export function ConsoleShell() {
  const user = useUser()
  const location = useLocation()
  const onWorkspaces = location.pathname === '/workspaces'
  return (
    <div className="min-h-dvh">
      <header className="flex items-center gap-4 border-b px-6 py-3">
        <span className="font-semibold">Teamboard support</span>
        <nav aria-label="Lookups" className="flex gap-1">
          <NavLink href="/" current={!onWorkspaces} label="Users" />
          <NavLink href="/workspaces" current={onWorkspaces} label="Workspaces" />
        </nav>
        <span className="text-muted-foreground ml-auto text-sm">{user?.email}</span>
        <Button variant="outline" size="sm" onClick={() => void supabase().auth.signOut()}>
          Sign out
        </Button>
      </header>
      <main className="mx-auto grid max-w-4xl gap-6 p-6">
        {onWorkspaces ? (
          <WorkspaceLookup slug={location.searchParams.get('slug') ?? ''} />
        ) : (
          <UserLookup query={location.searchParams.get('q') ?? ''} />
        )}
      </main>
    </div>
  )
}
