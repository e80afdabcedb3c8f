/** The slug of the board this browser last opened; `/` sends a signed-in visitor back to it. */
export const LAST_WORKSPACE_COOKIE = 'tb-last-workspace'
