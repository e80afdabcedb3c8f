/** The slug of the board this browser last opened; `/` sends a signed-in visitor back to it. */
export const LAST_WORKSPACE_COOKIE = 'tb-last-workspace'

/**
 * The board (its slug) this browser last opened in a workspace: `/w/[slug]` opens it. One cookie
 * per workspace, named by the workspace id, so a slug change of the workspace keeps it.
 */
export function lastBoardCookie(workspaceId: string): string {
  return `tb-last-board-${workspaceId}`
}
