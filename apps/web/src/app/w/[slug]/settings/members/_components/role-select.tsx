'use client'

import { invitationRoles } from '@teamboard/supabase/schemas'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@teamboard/ui/select'
import type { ComponentProps } from 'react'
import { type MenuHandoff, useHandoffFocus } from '@/components/deferred-menu'
import { roleLabels } from '@/lib/roles'

export interface RoleSelectProps {
  value: string
  onValueChange: (role: string) => void
}

/** The id and aria wiring FormField gives its control (through its Slot). */
type FieldWiring = Pick<ComponentProps<'button'>, 'id' | 'aria-invalid' | 'aria-describedby'>

/** The invite form's role picker, loaded by invite-form.tsx on the first sign of use. */
export function RoleSelect({
  value,
  onValueChange,
  open,
  focus,
  ...field
}: RoleSelectProps & MenuHandoff & FieldWiring) {
  const trigger = useHandoffFocus({ open, focus })
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={open}>
      <SelectTrigger ref={trigger} className="w-full" {...field}>
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
