import { createInterface } from 'node:readline'
import { type Readable } from 'node:stream'

/**
 * Calls `onLine` for each line of a worker's output stream; `marker` lines are the bootstrap
 * talking to us and go to `onMessage` instead of the log.
 */
export function readLines(
  stream: Readable,
  marker: string,
  onLine: (line: string) => void,
  onMessage: (json: string) => void = () => {},
): void {
  const lines = createInterface({ input: stream, crlfDelay: Infinity })
  lines.on('line', (line) => {
    if (line.startsWith(`${marker} `)) onMessage(line.slice(marker.length + 1))
    else if (line.trim() !== '') onLine(line)
  })
}
