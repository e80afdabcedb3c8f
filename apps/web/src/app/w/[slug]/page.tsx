import type { Metadata } from 'next'
import { loadWorkspace } from '@/lib/workspace'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { workspace } = await loadWorkspace((await params).slug)
  return { title: workspace.name }
}

/** The workspace home; the board replaces this body in a later issue. */
export default async function WorkspacePage({ params }: Props) {
  const { workspace } = await loadWorkspace((await params).slug)
  return (
    <section className="grid gap-2">
      <h1 className="text-2xl font-semibold tracking-tight">{workspace.name}</h1>
      <p className="text-sm text-muted-foreground">
        The board for this workspace is on its way. Meanwhile, invite your team from Members.
      </p>
    </section>
  )
}
