import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startTestBackend } from './test/backend.ts'
const dataDir = await mkdtemp(path.join(tmpdir(), 'fid-persist-'))
const first = await startTestBackend({ dataDir })
console.log('first up')
await first.stop()
console.log('first stopped')
const second = await startTestBackend({ dataDir }).catch((e) => { console.log('ERR', e); throw e })
console.log('second up')
await second.stop()
console.log('second stopped')
