'use client'

import { useUser } from '@teamboard/auth/react'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@teamboard/ui/dialog'
import { Command } from 'cmdk'
import { SearchIcon } from 'lucide-react'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { taskKey } from '@/app/w/[slug]/_lib/board/task-key'
import { readRecent, rememberRecent, type RecentItem } from '@/lib/recent-items'
import { keyLabel } from '@/lib/shortcuts/shortcut-layer'
import type { ActionStore } from './command-store'
import { Highlighted } from './highlighted'
import { navigationItems } from './navigation-items'
import { useActions, useMyWorkspaces } from './palette-data'
import { usePaletteSearch } from './use-palette-search'

const itemClasses =
  'flex cursor-default items-center gap-2 rounded-md px-2 py-2 text-sm outline-none select-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground'
const groupClasses =
  'px-1 py-1 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground'

function Kbd({ shortcut }: { shortcut: string }) {
  const apple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
  return (
    <kbd className="ml-auto rounded border bg-muted px-1.5 font-mono text-xs text-muted-foreground">
      {keyLabel(shortcut, apple)}
    </kbd>
  )
}

/**
 * Cmd/Ctrl+K: tasks found by search across the user's workspaces, navigation, and the actions
 * the current screen offers (docs/shortcuts.md). cmdk gives the combobox and listbox semantics
 * (arrows, Enter, screen reader names); the count of tasks found is announced politely.
 */
export function CommandPalette({
  open,
  onClose,
  actions,
}: {
  open: boolean
  onClose: () => void
  actions: ActionStore
}) {
  const router = useRouter()
  const pathname = usePathname()
  const user = useUser()
  const [query, setQuery] = useState('')
  const [selected, setSelected] = useState('')
  const search = usePaletteSearch(query)
  // Tasks arrive after the typing; they are listed first, so the first of them is selected
  // (cmdk would keep the item selected before they came). Adjusted while rendering, as React
  // recommends for state that follows other state.
  const firstHit = search.state === 'done' ? search.hits[0]?.task_id : undefined
  const [seenHit, setSeenHit] = useState<string | undefined>()
  if (firstHit !== seenHit) {
    setSeenHit(firstHit)
    if (firstHit) setSelected(`task ${firstHit}`)
  }
  // A selected task that the next search no longer lists leaves nothing selected (cmdk keeps the
  // value): the first item listed takes the selection, so Enter always chooses what is on top.
  const list = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const items = list.current?.querySelectorAll<HTMLElement>('[cmdk-item]') ?? []
    const values = [...items].map((item) => item.dataset.value ?? '')
    if (values.length > 0 && !values.includes(selected)) setSelected(values[0]!)
  }, [selected, search, query])
  const workspaces = useMyWorkspaces(open ? user?.id : undefined)
  const contextActions = useActions(actions)
  const slug = /^\/w\/([^/]+)/.exec(pathname ?? '')?.[1]
  const recent = open && !query ? readRecent() : []

  function go(item: RecentItem) {
    rememberRecent(item)
    close()
    router.push(item.href as never)
  }
  function close() {
    setQuery('')
    onClose()
  }
  function act(run: () => void) {
    close()
    run()
  }

  const announcement =
    search.state === 'searching'
      ? 'Searching…'
      : search.state === 'done'
        ? `${search.hits.length === 0 ? 'No' : search.hits.length} task${search.hits.length === 1 ? '' : 's'} found`
        : search.state === 'failed'
          ? search.message
          : ''

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent
        showCloseButton={false}
        className="top-4 max-w-[calc(100%-1rem)] translate-y-0 gap-0 overflow-hidden p-0 sm:top-[15vh] sm:max-w-xl"
        data-testid="command-palette"
      >
        <DialogTitle className="sr-only">Command palette</DialogTitle>
        <DialogDescription className="sr-only">
          Search tasks, go to a page or run an action. Arrow keys move, Enter chooses, Escape
          closes.
        </DialogDescription>
        <Command
          label="Command palette"
          value={selected}
          onValueChange={setSelected}
          loop
          className="flex max-h-[min(32rem,calc(100dvh-2rem))] flex-col"
        >
          <div className="flex items-center gap-2 border-b px-3">
            <SearchIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <Command.Input
              value={query}
              onValueChange={setQuery}
              placeholder="Search tasks, pages and actions…"
              className="h-12 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm"
            />
          </div>
          <p role="status" className="sr-only">
            {announcement}
          </p>
          <Command.List ref={list} className="overflow-y-auto p-1">
            {/* Tasks are kept whatever cmdk's filter says (forceMount), so its count leaves them out. */}
            {search.state === 'done' && search.hits.length > 0 ? null : (
              <Command.Empty className="px-3 py-6 text-center text-sm text-muted-foreground">
                {search.state === 'searching' ? 'Searching…' : 'Nothing found.'}
              </Command.Empty>
            )}
            {search.state === 'done' && search.hits.length > 0 ? (
              <Command.Group heading="Tasks" forceMount className={groupClasses}>
                {search.hits.map((hit) => {
                  const key = taskKey(hit.workspace_slug, hit.number)
                  return (
                    <Command.Item
                      key={hit.task_id}
                      value={`task ${hit.task_id}`}
                      forceMount
                      className={`${itemClasses} flex-col items-start gap-0.5`}
                      onSelect={() =>
                        go({
                          href: `/w/${hit.workspace_slug}/tasks/${hit.number}`,
                          label: `${key} ${hit.title}`,
                          kind: 'Task',
                        })
                      }
                    >
                      <span className="flex w-full items-baseline gap-2">
                        <span className="font-mono text-xs text-muted-foreground">{key}</span>
                        <span className="truncate">
                          <Highlighted text={hit.title_highlight} />
                        </span>
                        {hit.workspace_slug !== slug ? (
                          <span className="ml-auto shrink-0 text-xs text-muted-foreground">
                            {hit.workspace_name}
                          </span>
                        ) : null}
                      </span>
                      {hit.snippet ? (
                        <span className="line-clamp-1 text-xs text-muted-foreground">
                          {hit.matched_in === 'comment' ? 'Comment: ' : ''}
                          <Highlighted text={hit.snippet} />
                        </span>
                      ) : null}
                    </Command.Item>
                  )
                })}
              </Command.Group>
            ) : null}
            {recent.length > 0 ? (
              <Command.Group heading="Recent" className={groupClasses}>
                {recent.map((item) => (
                  <Command.Item
                    key={item.href}
                    value={`recent ${item.href} ${item.label}`}
                    className={itemClasses}
                    onSelect={() => go(item)}
                  >
                    <span className="text-xs text-muted-foreground">{item.kind}</span>
                    <span className="truncate">{item.label}</span>
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null}
            {contextActions.length > 0 ? (
              <Command.Group heading="Actions" className={groupClasses}>
                {contextActions.map((action) => (
                  <Command.Item
                    key={action.id}
                    value={`action ${action.id} ${action.label}`}
                    keywords={action.keywords}
                    className={itemClasses}
                    onSelect={() => act(action.run)}
                  >
                    {action.label}
                    {action.shortcut ? <Kbd shortcut={action.shortcut} /> : null}
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null}
            <Command.Group heading="Go to" className={groupClasses}>
              {navigationItems(slug, workspaces).map((item) => (
                <Command.Item
                  key={item.href}
                  value={`go ${item.href} ${item.label}`}
                  className={itemClasses}
                  onSelect={() => go(item)}
                >
                  {item.label}
                </Command.Item>
              ))}
            </Command.Group>
            {/* Only when asked for ("all results"): a typed action's name selects that action. */}
            {slug && query.trim() ? (
              <Command.Group heading="Search" className={groupClasses}>
                <Command.Item
                  value="search page"
                  keywords={['all results', 'search']}
                  className={itemClasses}
                  onSelect={() =>
                    go({
                      href: `/w/${slug}/search?q=${encodeURIComponent(query.trim())}`,
                      label: `Search: ${query.trim()}`,
                      kind: 'Page',
                    })
                  }
                >
                  All results for “{query.trim()}”
                </Command.Item>
              </Command.Group>
            ) : null}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  )
}
