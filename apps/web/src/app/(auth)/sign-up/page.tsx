import type { Metadata } from 'next'
import Link from 'next/link'
import { AuthCard } from '../_components/auth-card'
import { authHref } from '../_lib/auth-href'
import { redirectIfSignedIn } from '../_lib/redirect-if-signed-in'
import { SignUpForm } from './_components/sign-up-form'

export const metadata: Metadata = { title: 'Create your account' }

export default async function SignUpPage({ searchParams }: PageProps<'/sign-up'>) {
  const { next: param } = await searchParams
  await redirectIfSignedIn(param)
  const next = typeof param === 'string' ? param : undefined
  return (
    <AuthCard
      title="Create your account"
      description="Plan and track shared work with your team."
      footer={
        <p>
          Already have an account?{' '}
          <Link
            href={authHref('/sign-in', next)}
            className="font-medium text-foreground underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </p>
      }
    >
      <SignUpForm next={next} />
    </AuthCard>
  )
}
