import type { ReactNode } from 'react'

/** Sign-in, sign-up and password screens share one centred column. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center gap-6 px-4 py-16">
      {children}
    </div>
  )
}
