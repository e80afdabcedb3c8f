'use client'

import type { toast as sonnerToast } from '@teamboard/ui/toaster'

type Toast = typeof sonnerToast

// The toaster (sonner) comes with the lazily loaded live-auth-provider chunk; a static import of
// `toast` in a page would add a second copy of sonner to that page's first load (~11 kB, issue 13).
// Toasts follow user actions, so they can wait for the import (one module: the mounted toaster's).
const sonner = () => import('@teamboard/ui/toaster').then((module) => module.toast)

/** `toast` of @teamboard/ui/toaster, fetched on first use. */
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
