import { storageError } from '../errors.ts'
import type { StorageAdapter } from './adapter.ts'
import { keepBytesOnRefusal } from './keep-bytes.ts'
import { listFolder } from './list-folder.ts'
import { normalizeMultipartUpload } from './multipart-upload.ts'
import { renderHeaders } from './render-headers.ts'
import { fixSignedUrls } from './signed-urls.ts'

/** lite answers a malformed JSON body on some storage routes with a 500; upstream says 400. */
async function invalidJson(request: Request): Promise<boolean> {
  if (
    request.method === 'GET' ||
    !request.headers.get('content-type')?.includes('application/json')
  )
    return false
  const text = await request.clone().text()
  try {
    if (text.trim()) JSON.parse(text)
    return false
  } catch {
    return true
  }
}

/** Storage requests through lite, with the fixes of this folder (README.md). */
export async function handleStorage(
  request: Request,
  forward: (request: Request) => Promise<Response>,
  adapter: StorageAdapter,
): Promise<Response> {
  const { pathname } = new URL(request.url)
  if (await invalidJson(request))
    return storageError(400, 'InvalidRequest', 'Body is not valid JSON')
  if (pathname.startsWith('/storage/v1/object/list/') && request.method === 'POST')
    return listFolder(request, forward)
  const prepared = await normalizeMultipartUpload(request)
  const response = await keepBytesOnRefusal(prepared, adapter, forward)
  return renderHeaders(prepared, await fixSignedUrls(prepared, response))
}
