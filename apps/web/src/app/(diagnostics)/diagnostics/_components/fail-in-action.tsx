'use client'

import { Button } from '@teamboard/ui/button'
import { FormAlert } from '@teamboard/ui/form-alert'
import { useActionState } from 'react'
import { formError, idle } from '@/lib/actions/result'
import { failingAction } from '../_lib/failing-action'

/** A form whose action throws: the answer is the catalogue message with its reference. */
export function FailInAction() {
  const [result, formAction, pending] = useActionState(failingAction, idle)
  return (
    <form action={formAction} className="grid justify-items-center gap-4">
      <FormAlert>{formError(result)}</FormAlert>
      <Button type="submit" loading={pending}>
        Fail in a server action
      </Button>
    </form>
  )
}
