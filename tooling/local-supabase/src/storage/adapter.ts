import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

type Stored = { bytes: Uint8Array; mimetype: string; cacheControl: string; lastModified: Date }
type Headers = { ifNoneMatch?: string; ifModifiedSince?: string; range?: string }

/**
 * Object bytes for lite's Storage API (it ships no adapter for embedders: its filesystem adapter
 * lives only inside its CLI bundle). In memory by default, or files under `dir` when persisting.
 * Metadata (mime type, owner, RLS) stays in `storage.objects`; this only keeps bytes.
 */
export function createStorageAdapter(dir?: string) {
  const memory = new Map<string, Stored>()
  const keyOf = (bucket: string, key: string) => `${bucket}/${key}`
  const fileOf = (bucket: string, key: string) => {
    const file = path.resolve(dir ?? '.', bucket, key)
    if (!file.startsWith(path.resolve(dir ?? '.') + path.sep)) throw new Error('Invalid object key')
    return file
  }

  async function load(bucket: string, key: string): Promise<Stored> {
    if (!dir) {
      const found = memory.get(keyOf(bucket, key))
      if (!found) throw Object.assign(new Error('Object not found'), { code: 'ENOENT' })
      return found
    }
    const file = fileOf(bucket, key)
    const [bytes, info, meta] = await Promise.all([
      readFile(file),
      stat(file),
      readFile(`${file}.meta.json`, 'utf8').catch(() => '{}'),
    ])
    const { mimetype = 'application/octet-stream', cacheControl = 'no-cache' } = JSON.parse(
      meta,
    ) as Partial<Stored>
    return { bytes, mimetype, cacheControl, lastModified: info.mtime }
  }

  async function save(bucket: string, key: string, stored: Stored) {
    if (!dir) return void memory.set(keyOf(bucket, key), stored)
    const file = fileOf(bucket, key)
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, stored.bytes)
    await writeFile(
      `${file}.meta.json`,
      JSON.stringify({ mimetype: stored.mimetype, cacheControl: stored.cacheControl }),
    )
  }

  async function remove(bucket: string, key: string) {
    if (!dir) return void memory.delete(keyOf(bucket, key))
    const file = fileOf(bucket, key)
    await rm(file, { force: true })
    await rm(`${file}.meta.json`, { force: true })
  }

  const metadata = (stored: Stored, length = stored.bytes.byteLength) => ({
    cacheControl: stored.cacheControl,
    contentLength: length,
    size: stored.bytes.byteLength,
    mimetype: stored.mimetype,
    lastModified: stored.lastModified,
    eTag: `"${createHash('md5').update(stored.bytes).digest('hex')}"`,
  })

  return {
    driver: dir ? 'filesystem' : 'memory',
    async getObject(bucket: string, key: string, _version: string | undefined, headers?: Headers) {
      const stored = await load(bucket, key)
      const meta = metadata(stored)
      if (headers?.ifNoneMatch && headers.ifNoneMatch === meta.eTag)
        return { httpStatusCode: 304, metadata: meta }
      const range = headers?.range ? /^bytes=(\d+)-(\d*)$/.exec(headers.range) : null
      if (!range) return { httpStatusCode: 200, metadata: meta, body: Buffer.from(stored.bytes) }
      const start = Number(range[1])
      const end = Math.min(
        range[2] ? Number(range[2]) : stored.bytes.byteLength - 1,
        stored.bytes.byteLength - 1,
      )
      const body = Buffer.from(stored.bytes.subarray(start, end + 1))
      const contentRange = `bytes ${start}-${end}/${stored.bytes.byteLength}`
      return {
        httpStatusCode: 206,
        metadata: { ...metadata(stored, body.byteLength), contentRange },
        body,
      }
    },
    async uploadObject(
      bucket: string,
      key: string,
      _version: string | undefined,
      body: ReadableStream | Uint8Array,
      mimetype: string,
      cacheControl: string,
    ) {
      const bytes =
        body instanceof Uint8Array ? body : new Uint8Array(await new Response(body).arrayBuffer())
      const stored = { bytes, mimetype, cacheControl, lastModified: new Date() }
      await save(bucket, key, stored)
      return metadata(stored)
    },
    deleteObject: (bucket: string, key: string) => remove(bucket, key),
    async deleteObjects(bucket: string, keys: string[]) {
      for (const key of keys) await remove(bucket, key)
    },
    async copyObject(
      fromBucket: string,
      from: string,
      _v: string | undefined,
      toBucket: string,
      to: string,
    ) {
      const stored = { ...(await load(fromBucket, from)), lastModified: new Date() }
      await save(toBucket, to, stored)
      const { eTag, lastModified } = metadata(stored)
      return { httpStatusCode: 200, eTag, lastModified }
    },
    async headObject(bucket: string, key: string) {
      return metadata(await load(bucket, key))
    },
    /** What is stored at a key now (null: nothing), for restore() after a refused upload. */
    snapshot: (bucket: string, key: string): Promise<Stored | null> =>
      load(bucket, key).catch(() => null),
    restore: (bucket: string, key: string, stored: Stored | null) =>
      stored ? save(bucket, key, stored) : remove(bucket, key),
    privateAssetUrl(bucket: string, key: string): Promise<string> {
      // The executor turns fileOf's throw on a key outside `dir` into a rejection, as before.
      return new Promise((resolve) =>
        resolve(dir ? `file://${fileOf(bucket, key)}` : `memory://${keyOf(bucket, key)}`),
      )
    },
  }
}

export type StorageAdapter = ReturnType<typeof createStorageAdapter>
