import type { Metadata } from 'next'
import { BoardScreen } from '../../_components/board/board-screen'
import { loadBoard } from '../../_lib/board/load-board'

type Props = { params: Promise<{ slug: string; board: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, board } = await params
  const loaded = await loadBoard(slug, board)
  return { title: `${loaded.board.name} · ${loaded.workspace.name}` }
}

/** One board of the workspace by its address; an unknown or archived board is the 404 page. */
export default async function BoardPage({ params }: Props) {
  const { slug, board } = await params
  return <BoardScreen {...await loadBoard(slug, board)} />
}
