export function SiteFooter() {
  return (
    <footer className="border-t border-border/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-[13px] text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>Teamboard — the realtime task board for small teams.</p>
        <p>Built on Next.js and Supabase.</p>
      </div>
    </footer>
  )
}
