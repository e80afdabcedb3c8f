import { errorCatalogue } from '@teamboard/supabase/errors'
import type { Metadata } from 'next'
import Link from 'next/link'
import { UnsubscribeForm } from './_components/unsubscribe-form'

export const metadata: Metadata = { title: 'Unsubscribe' }

/**
 * A notification mail's unsubscribe link, signed in or not. A GET changes nothing (mail scanners
 * open links): the button posts the token, and the kinds that mail was about stop coming.
 */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string; done?: string }>
}) {
  const { token, done } = await searchParams
  return (
    <section className="mx-auto grid w-full max-w-md gap-4 px-4 py-16 sm:px-6">
      <h1 className="text-2xl font-semibold tracking-tight">
        {done ? "You're unsubscribed" : 'Unsubscribe from these emails'}
      </h1>
      {done ? (
        <p className="text-sm text-muted-foreground">
          We won&apos;t email you about these any more. Your inbox in Teamboard still shows them,
          and you can turn email back on in{' '}
          <Link href="/account/notifications" className="underline">
            your notification settings
          </Link>
          .
        </p>
      ) : token ? (
        <UnsubscribeForm token={token} />
      ) : (
        <p className="text-sm text-muted-foreground">{errorCatalogue.link_invalid}</p>
      )}
    </section>
  )
}
