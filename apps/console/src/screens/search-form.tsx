import { Button } from '@teamboard/ui/button'
import { Input } from '@teamboard/ui/input'
import { Label } from '@teamboard/ui/label'
import { type FormEvent, useEffect, useId, useRef } from 'react'
import { formText } from '../form-text'
import { navigate } from '../router'

type Props = {
  label: string
  param: string
  path: string
  value: string
  placeholder: string
  /** What goes into the URL from what was typed (e.g. the slug out of a pasted board link). */
  normalize?: (typed: string) => string
}

/**
 * The lookup lives in the URL (`?q=`), so a result can be linked to and survives a reload. The
 * box has the focus on load and again after each search, ready for the next one.
 */
export function SearchForm({ label, param, path, value, placeholder, normalize }: Props) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    input.current?.focus()
  }, [value])
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const typed = formText(event.currentTarget, param)
    const query = normalize ? normalize(typed) : typed
    navigate(query ? `${path}?${new URLSearchParams({ [param]: query })}` : path)
    input.current?.focus()
  }
  return (
    <form role="search" className="flex flex-wrap items-end gap-2" onSubmit={submit}>
      <div className="grid min-w-0 flex-1 basis-56 gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Input
          ref={input}
          id={id}
          name={param}
          defaultValue={value}
          placeholder={placeholder}
          key={value}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <Button type="submit">Find</Button>
    </form>
  )
}
