import { Badge } from '@teamboard/ui/badge'
import { Button } from '@teamboard/ui/button'
import { ArrowRightIcon, KeyboardIcon, RadioIcon, ShieldCheckIcon } from 'lucide-react'
import Link from 'next/link'
import { BoardPreview } from './board-preview'

const features = [
  {
    icon: RadioIcon,
    title: 'Live for everyone',
    text: 'Moves, comments and attachments show up for the whole team the moment they happen — and you see who else is looking.',
  },
  {
    icon: KeyboardIcon,
    title: 'Fast by mouse or keyboard',
    text: 'Drag tasks between columns or move them with the keyboard. Filter by assignee, priority or text in a keystroke.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Roles that mean something',
    text: 'Owners, admins and members, enforced by the database itself. Invite people by email; remove them just as easily.',
  },
]

/**
 * The landing's content: no state, no handlers, nothing to hydrate (it is served without
 * JavaScript, `pages/index.tsx`).
 */
export function LandingContent() {
  return (
    <>
      <section className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--primary)_16%,transparent),transparent_65%)]"
        />
        <div className="mx-auto flex max-w-6xl flex-col items-center px-4 pt-20 pb-16 text-center sm:px-6 sm:pt-28">
          <Badge
            variant="outline"
            className="mb-6 gap-1.5 rounded-full bg-card px-3 py-1 text-muted-foreground shadow-xs"
          >
            <span className="size-1.5 rounded-full bg-success" />
            Realtime task board for small teams
          </Badge>
          <h1 className="max-w-3xl text-4xl font-semibold tracking-tighter text-balance sm:text-6xl">
            Plan, track and ship your team&apos;s work — together.
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-pretty text-muted-foreground sm:text-lg">
            Teamboard is one shared board for teams of 2 to 50. Create tasks, move them across
            columns, comment, attach files — and watch your teammates do the same, live.
          </p>
          <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
            <Button asChild size="lg">
              <Link href="/sign-up">
                Get started free
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link href="/sign-in">Sign in</Link>
            </Button>
          </div>
        </div>
        <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
          <BoardPreview />
        </div>
      </section>
      <section aria-labelledby="features" className="border-t border-border/60 bg-card/40">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="features" className="sr-only">
            Features
          </h2>
          <ul className="grid gap-8 sm:grid-cols-3">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title} className="grid gap-2">
                <span className="mb-1 flex size-9 items-center justify-center rounded-lg border bg-card text-primary shadow-xs">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <h3 className="font-medium tracking-tight">{title}</h3>
                <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
