import { Button } from '@teamboard/ui/button'
import { Input } from '@teamboard/ui/input'
import { Label } from '@teamboard/ui/label'
import { type FormEvent, useId } from 'react'
import { formText } from '../form-text'
import { navigate } from '../router'

type Props = { label: string; param: string; path: string; value: string; placeholder: string }

/** The lookup lives in the URL (`?q=`), so a result can be linked to and survives a reload. */
export function SearchForm({ label, param, path, value, placeholder }: Props) {
  const id = useId()
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const query = formText(event.currentTarget, param)
    navigate(query ? `${path}?${new URLSearchParams({ [param]: query })}` : path)
  }
  return (
    <form role="search" className="flex items-end gap-2" onSubmit={submit}>
      <div className="grid flex-1 gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Input id={id} name={param} defaultValue={value} placeholder={placeholder} key={value} />
      </div>
      <Button type="submit">Find</Button>
    </form>
  )
}
