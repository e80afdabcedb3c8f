import type { ReactNode } from 'react'

/** The shared frame of the 404 and error screens, so every fallback keeps the product's look. */
export function StatusPage({
  code,
  title,
  children,
  actions,
}: {
  code: string
  title: string
  children: ReactNode
  actions: ReactNode
}) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-6 px-4 py-24 text-center">
      <p className="rounded-full border bg-card px-3 py-1 font-mono text-xs text-muted-foreground shadow-xs">
        {code}
      </p>
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-balance">{title}</h1>
        <div className="text-sm leading-relaxed text-pretty text-muted-foreground">{children}</div>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-2">{actions}</div>
    </section>
  )
}
