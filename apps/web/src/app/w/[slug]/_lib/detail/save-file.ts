/**
 * Downloads a signed URL's bytes and saves them under the attachment's own name. Fetching first
 * (≤ 10 MB) rather than navigating means the saved file keeps its original name instead of the
 * storage key's, whether or not the storage server honours `download=`.
 */
export async function saveFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Download failed: ${response.status}`)
  const objectUrl = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = objectUrl
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser the time to start reading the blob before letting it go.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000)
}
