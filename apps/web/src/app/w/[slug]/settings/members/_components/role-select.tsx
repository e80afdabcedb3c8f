'use client'

import { invitationRoles } from '@teamboard/supabase/schemas'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@teamboard/ui/select'
import type { ComponentProps } from 'react'
import { type Handoff, useHandoffFocus } from '@/lib/load-later'
import { roleLabels } from '@/lib/roles'

interface RoleSelectProps {
  value: string
  onValueChange: (role: string) => void
}

/** The id and aria wiring FormField gives its control (through its Slot). */
type FieldWiring = Pick<ComponentProps<'button'>, 'id' | 'aria-invalid' | 'aria-describedby'>

/** The invite form's role picker, loaded later by invite-form.tsx (lib/load-later.ts). */
export function RoleSelect({
  value,
  onValueChange,
  open,
  focus,
  ...field
}: RoleSelectProps & Handoff & FieldWiring) {
  const trigger = useHandoffFocus({ open, focus })
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={open}>
      {/* The ref goes last: FormField's Slot hands its child a `ref` (undefined here), which
          would otherwise replace the hand-off's, and the focus fell to the page on the swap. */}
      <SelectTrigger className="w-full" {...field} ref={trigger}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {/* Least power first: the usual choice on top. */}
        {[...invitationRoles].reverse().map((option) => (
          <SelectItem key={option} value={option}>
            {roleLabels[option]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
