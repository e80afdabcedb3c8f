import { searchTasks } from '@teamboard/supabase/queries'
import { taskStatuses } from '@teamboard/supabase/schemas'
import type { Metadata } from 'next'
import { loadWorkspace } from '@/lib/workspace'
import { loadMembers } from '../settings/members/_lib/load-members'
import { SearchForm } from './_components/search-form'
import { SearchResults } from './_components/search-results'

type Props = {
  params: Promise<{ slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const metadata: Metadata = { title: 'Search' }

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? ''

/**
 * `/w/[slug]/search?q=…&assignee=…&status=…`: the workspace's tasks matching `q`, best first.
 * Everything is in the URL (shareable; a plain GET form, no script needed); unknown filter
 * values are ignored rather than refused. RLS decides what is found.
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams])
  const { user, supabase, workspace } = await loadWorkspace(slug)
  const members = await loadMembers(supabase, workspace.id)
  const q = one(query.q).trim()
  const assignee = one(query.assignee)
  const status = taskStatuses.find((value) => value === one(query.status))
  const assigneeId = assignee === 'me' ? user.id : members.find((m) => m.userId === assignee)?.userId
  const found = q
    ? await searchTasks(supabase, q, { workspaceSlug: workspace.slug, assigneeId, status, limit: 50 })
    : null
  if (found?.error) throw new Error(`Search failed: ${found.error.code}`, { cause: found.error.cause })
  return (
    <section aria-labelledby="search-title" className="grid gap-6">
      <h1 id="search-title" className="text-xl font-semibold tracking-tight">
        Search {workspace.name}
      </h1>
      <SearchForm
        q={q}
        assignee={assignee === 'me' || assigneeId ? assignee : ''}
        status={status ?? ''}
        members={members.map(({ userId, displayName }) => ({ userId, displayName }))}
      />
      {found ? <SearchResults slug={workspace.slug} query={q} hits={found.data} /> : null}
    </section>
  )
}
