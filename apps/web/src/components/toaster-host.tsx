'use client'

import { useEffect, useRef, useState } from 'react'
import { registerToasterHost, type ToasterModule } from '@/lib/toast'

/**
 * Where the toaster mounts once the first toast asks for it (lib/toast.ts): nothing until then,
 * so a signed-in page's first load carries no sonner.
 */
export function ToasterHost() {
  const [toaster, setToaster] = useState<ToasterModule | null>(null)
  const mounted = useRef<ToasterModule | null>(null)
  const listening = useRef<() => void>(undefined)
  useEffect(
    () =>
      registerToasterHost((loaded) =>
        mounted.current === loaded
          ? Promise.resolve()
          : new Promise((resolve) => {
              listening.current = resolve
              setToaster(loaded)
            }),
      ),
    [],
  )
  // A parent's effects run after its children's: by now the toaster has subscribed.
  useEffect(() => {
    mounted.current = toaster
    if (toaster) listening.current?.()
  }, [toaster])
  return toaster ? <toaster.Toaster /> : null
}
