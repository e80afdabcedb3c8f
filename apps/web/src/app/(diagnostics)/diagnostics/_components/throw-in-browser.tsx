'use client'

import { Button } from '@teamboard/ui/button'

/** An error in an event handler escapes React and reaches the SDK's global error handler. */
export function ThrowInBrowser({ message }: { message: string }) {
  return (
    <Button
      onClick={() => {
        throw new Error(message)
      }}
    >
      Throw in the browser
    </Button>
  )
}
