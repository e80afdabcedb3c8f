/**
 * PUTs one file to a signed upload URL (Supabase Storage's `createSignedUploadUrl`) with
 * XMLHttpRequest, the one browser API that reports upload progress, as `contentType` (the type
 * the upload was started with: a safe image type or binary). Resolves on a 2xx, rejects with
 * `offline` when the request never got an answer and `refused` otherwise.
 */
export function uploadFile(
  signedUrl: string,
  file: File,
  contentType: string,
  onProgress: (fraction: number) => void,
): { done: Promise<void>; cancel: () => void } {
  const xhr = new XMLHttpRequest()
  const done = new Promise<void>((resolve, reject) => {
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    })
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1)
        resolve()
      } else reject(new UploadError(xhr.status === 413 ? 'too_large' : 'refused', xhr.status))
    })
    xhr.addEventListener('error', () => reject(new UploadError('offline')))
    xhr.addEventListener('abort', () => reject(new UploadError('canceled')))
  })
  xhr.open('PUT', signedUrl)
  xhr.setRequestHeader('content-type', contentType)
  xhr.send(file)
  return { done, cancel: () => xhr.abort() }
}

export class UploadError extends Error {
  constructor(
    readonly reason: 'offline' | 'refused' | 'too_large' | 'canceled',
    /** Storage's HTTP status, for the report of a refusal nobody expected. */
    readonly status?: number,
  ) {
    super(status ? `Upload ${reason} (HTTP ${status})` : `Upload ${reason}`)
  }
}
