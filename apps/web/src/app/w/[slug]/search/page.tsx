import { listBoards, listLabels, searchTasks } from '@teamboard/supabase/queries'
import type { Metadata } from 'next'
import { loadWorkspace } from '@/lib/workspace'
import { loadMembers } from '../settings/members/_lib/load-members'
import { SearchForm } from './_components/search-form'
import { SearchResults } from './_components/search-results'
import { type RawParams, readSearchParams } from './_lib/search-params'

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<RawParams> }

export const metadata: Metadata = { title: 'Search' }

/**
 * `/w/[slug]/search?q=…&board=…&assignee=…&group=…&label=…`: the workspace's tasks matching `q`,
 * best first. Everything is in the URL (shareable; a plain GET form, no script needed). RLS
 * decides what is found; the workspace check (404 for a non-member) is loadWorkspace's.
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const [{ slug }, raw] = await Promise.all([params, searchParams])
  const { user, supabase, workspace } = await loadWorkspace(slug)
  const [members, boards, labels] = await Promise.all([
    loadMembers(supabase, workspace.id),
    listBoards(supabase, workspace.id),
    listLabels(supabase, workspace.id),
  ])
  if (boards.error || labels.error) throw new Error('Loading the search filters failed')
  const filters = readSearchParams(raw, {
    boards: boards.data.map((board) => board.slug),
    labels: labels.data.map((label) => label.id),
    members: members.map((member) => member.userId),
    me: user.id,
  })
  const found = filters.q
    ? await searchTasks(supabase, filters.q, {
        workspaceSlug: workspace.slug,
        boardSlug: filters.board || undefined,
        assigneeId: filters.assigneeId,
        statusGroup: filters.group,
        labelIds: filters.labels,
        limit: 50,
      })
    : null
  if (found?.error)
    throw new Error(`Search failed: ${found.error.code}`, { cause: found.error.cause })
  return (
    <section aria-labelledby="search-title" className="grid gap-6">
      <h1 id="search-title" className="text-xl font-semibold tracking-tight">
        Search {workspace.name}
      </h1>
      <SearchForm
        filters={filters}
        members={members.map(({ userId, displayName }) => ({ value: userId, label: displayName }))}
        boards={boards.data.map((board) => ({ value: board.slug, label: board.name }))}
        labels={labels.data.map((label) => ({ value: label.id, label: label.name }))}
      />
      {found ? <SearchResults slug={workspace.slug} query={filters.q} hits={found.data} /> : null}
    </section>
  )
}
