import { canEditWorkspace } from '@/lib/roles'
import type { loadBoard } from '../../_lib/board/load-board'
import { Board } from './board'
import { BoardSwitcher } from './board-switcher'
import { RememberWorkspace } from './remember-workspace'

/**
 * The board page's body for `/w/[slug]` and `/w/[slug]/b/[board]`: the board's name with the
 * switcher, then the board, rendered on the server with every task in one request (and the
 * members, columns and labels beside it), so the client starts with the whole board.
 */
export function BoardScreen({
  user,
  workspace,
  role,
  board,
  boards,
  tasks,
  columns,
  labels,
  members,
}: Awaited<ReturnType<typeof loadBoard>>) {
  const self = members.find((member) => member.userId === user.id)
  const me = {
    userId: user.id,
    displayName: self?.displayName ?? user.email ?? 'You',
    avatarUrl: self?.avatarUrl ?? null,
  }
  const brief = ({ id, name, slug }: { id: string; name: string; slug: string }) => ({
    id,
    name,
    slug,
  })
  return (
    <section
      aria-labelledby="board-title"
      // The workspace layout drops its centred width around a board (layout.tsx).
      data-board-screen
      className="flex min-w-0 flex-1 flex-col"
    >
      <div className="flex flex-wrap items-center gap-2 pb-3">
        <h1 id="board-title" className="text-lg font-semibold">
          <span className="sr-only">{workspace.name} board: </span>
          {board.name}
        </h1>
        <BoardSwitcher
          slug={workspace.slug}
          current={board.id}
          boards={boards.map(brief)}
          canManage={canEditWorkspace(role)}
        />
      </div>
      <RememberWorkspace slug={workspace.slug} workspaceId={workspace.id} board={board.slug} />
      <Board
        key={board.id}
        slug={workspace.slug}
        workspaceId={workspace.id}
        board={brief(board)}
        otherBoards={boards.filter((b) => b.id !== board.id).map(brief)}
        columns={columns.map(({ id, name, status_group, position }) => ({
          id,
          name,
          status_group,
          position,
        }))}
        labels={labels.map(({ id, name, color }) => ({ id, name, color }))}
        me={me}
        isAdmin={role === 'owner' || role === 'admin'}
        members={members.map(({ userId, displayName, avatarUrl }) => ({
          userId,
          displayName,
          avatarUrl,
        }))}
        tasks={tasks}
      />
    </section>
  )
}
