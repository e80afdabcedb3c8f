import { useUser } from '@teamboard/auth/react'
import { Button } from '@teamboard/ui/button'
import { Card, CardContent, CardHeader } from '@teamboard/ui/card'
import { titleClass } from './title'
import { supabase } from '../supabase'

/** A signed-in customer (or a staff member whose rights were withdrawn) gets only this. */
export function NotStaff() {
  const user = useUser()
  return (
    <main className="mx-auto flex min-h-dvh max-w-md items-center p-4">
      <Card className="w-full">
        <CardHeader>
          <h1 className={titleClass}>This console is for Teamboard staff</h1>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-muted-foreground text-sm">
            You are signed in as {user?.email}. To use Teamboard, go to the app instead.
          </p>
          <Button variant="outline" onClick={() => void supabase().auth.signOut()}>
            Sign out
          </Button>
        </CardContent>
      </Card>
    </main>
  )
}
