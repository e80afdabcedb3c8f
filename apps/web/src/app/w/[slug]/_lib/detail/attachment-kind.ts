/** Image types every browser shows inline: these attachments get a thumbnail. */
export function isImage(attachment: { mime_type: string }): boolean {
  return /^image\/(png|jpe?g|gif|webp|avif)$/.test(attachment.mime_type)
}
