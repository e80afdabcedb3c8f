import type { Metadata } from 'next'
import Link from 'next/link'
import { AuthCard } from '../_components/auth-card'
import { redirectIfSignedIn } from '../_lib/redirect-if-signed-in'
import { SignInForm } from './_components/sign-in-form'

export const metadata: Metadata = { title: 'Sign in' }

export default async function SignInPage({ searchParams }: PageProps<'/sign-in'>) {
  const { next } = await searchParams
  await redirectIfSignedIn(next)
  return (
    <AuthCard
      title="Sign in to Teamboard"
      description="Welcome back. Use your password or get a sign-in link by email."
      footer={
        <p>
          New to Teamboard?{' '}
          <Link
            href="/sign-up"
            className="font-medium text-foreground underline-offset-4 hover:underline"
          >
            Create an account
          </Link>
        </p>
      }
    >
      <SignInForm next={typeof next === 'string' ? next : undefined} />
    </AuthCard>
  )
}
