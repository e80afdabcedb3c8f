import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@teamboard/ui/card'
import type { ReactNode } from 'react'

export function AuthCard({
  title,
  description,
  footer,
  children,
}: {
  title: string
  description?: ReactNode
  footer?: ReactNode
  children: ReactNode
}) {
  return (
    <Card>
      <CardHeader>
        {/* The card title is the page's heading, so it is an h1 rather than CardTitle's h2. */}
        <h1 className="text-xl leading-none font-semibold tracking-tight">{title}</h1>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
      {footer ? (
        <CardFooter className="flex-col items-start gap-1 text-sm text-muted-foreground">
          {footer}
        </CardFooter>
      ) : null}
    </Card>
  )
}
