/**
 * A live view catches up by reloading when its channel joins, while live events keep arriving.
 * The reload's answer was read at some moment before it lands, so an event that arrives while it
 * is on its way (a teammate's new comment or card) may be missing from it, and applying the answer
 * would wipe that event out. `around` runs a reload and hands back the events seen meanwhile, to
 * be applied again over the answer: each is a row with its own version or an id's removal, so
 * applying one twice changes nothing.
 */
export function createCatchUp<Event>() {
  const open = new Set<Event[]>()
  return {
    /** Note a live event, after applying it. */
    saw(event: Event) {
      for (const during of open) during.push(event)
    },
    /** Runs `reload` (which applies its answer) and returns the events seen until it settled. */
    async around(reload: () => Promise<unknown>): Promise<Event[]> {
      const during: Event[] = []
      open.add(during)
      try {
        await reload()
      } finally {
        open.delete(during)
      }
      return during
    },
  }
}
