import type { ReactNode } from 'react'
import { canEditWorkspace } from '@/lib/roles'
import { WorkspaceHeader } from './_components/workspace-header'
import { loadWorkspace } from '@/lib/workspace'

export default async function WorkspaceLayout({
  children,
  modal,
  params,
}: {
  children: ReactNode
  /** A task opened from the board, as a dialog over it (`@modal/(.)tasks/[number]`). */
  modal: ReactNode
  params: Promise<{ slug: string }>
}) {
  const { slug } = await params
  const { workspace, role } = await loadWorkspace(slug)
  return (
    // A board (board-screen.tsx marks it) takes the window's whole width, header included; the
    // other pages keep a centred column that is easy to read.
    <div className="group/workspace flex flex-1 flex-col">
      <WorkspaceHeader
        name={workspace.name}
        slug={workspace.slug}
        role={role}
        showSettings={canEditWorkspace(role)}
      />
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 py-8 group-has-[[data-board-screen]]/workspace:max-w-none sm:px-6">
        {children}
      </div>
      {modal}
    </div>
  )
}
