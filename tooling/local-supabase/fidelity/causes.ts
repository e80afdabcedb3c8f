/** Known causes of the remaining failures, by test (file + name) or by failure message. */
type Cause = { cause: string; file?: RegExp; test?: RegExp; message?: RegExp }

const CAUSES: Cause[] = []

export function causeOf(file: string, test: string, message: string): string {
  const hit = CAUSES.find(
    (c) =>
      (!c.file || c.file.test(file)) &&
      (!c.test || c.test.test(test)) &&
      (!c.message || c.message.test(message)),
  )
  return hit?.cause ?? 'not yet explained'
}
