'use client'

import type * as toaster from '@teamboard/ui/toaster'

type Toast = typeof toaster.toast
export type ToasterModule = typeof toaster
/** Mounts the toaster and resolves once it listens for toasts. */
export type ShowToaster = (module: ToasterModule) => Promise<void>

// The toaster (sonner, ~10 kB compressed) is fetched with the first toast and mounted then by
// the page's ToasterHost, rather than with every signed-in page (the JS budgets, apps/web/e2e/js-budget.ts). Toasts follow user
// actions, so they can wait for the import.
let host: ShowToaster | undefined
let shown: Promise<void> | undefined
let loading: Promise<ToasterModule> | undefined

/** For ToasterHost: while registered, the first toast mounts the toaster through `show`. */
export function registerToasterHost(show: ShowToaster): () => void {
  host = show
  shown = undefined
  return () => {
    if (host !== show) return
    host = undefined
    shown = undefined
  }
}

async function sonner(): Promise<Toast> {
  loading ??= import('@teamboard/ui/toaster')
  const loaded = await loading
  // sonner's toaster shows only toasts made after it subscribed, so it is mounted first.
  if (host) await (shown ??= host(loaded))
  return loaded.toast
}

/** `toast` of @teamboard/ui/toaster, fetched (and its toaster mounted) on first use. */
export const toast = {
  success: (...args: Parameters<Toast['success']>) =>
    void sonner().then((toast) => toast.success(...args)),
  error: (...args: Parameters<Toast['error']>) =>
    void sonner().then((toast) => toast.error(...args)),
  warning: (...args: Parameters<Toast['warning']>) =>
    void sonner().then((toast) => toast.warning(...args)),
  dismiss: (...args: Parameters<Toast['dismiss']>) =>
    void sonner().then((toast) => toast.dismiss(...args)),
}
