import type { Metadata } from 'next'
import { BoardScreen } from './_components/board/board-screen'
import { loadBoard } from './_lib/board/load-board'

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { workspace, board } = await loadBoard((await params).slug)
  return { title: `${board.name} · ${workspace.name}` }
}

/**
 * The workspace's board: the one this browser last opened here, else the first open board. The
 * address before boards existed, so old links (filters included) keep working.
 */
export default async function WorkspaceBoardPage({ params }: Props) {
  return <BoardScreen {...await loadBoard((await params).slug)} />
}
