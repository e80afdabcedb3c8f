'use client'

import { cn } from '@teamboard/ui/lib/cn'
import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { readTheme, storeTheme, type Theme } from '@/lib/theme'
import { SectionCard } from './section-card'

const options = [
  { value: 'light', label: 'Light', icon: SunIcon },
  { value: 'dark', label: 'Dark', icon: MoonIcon },
  { value: 'system', label: 'System', icon: MonitorIcon },
] as const

// This tab's changes; other tabs' arrive as `storage` events.
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    removeEventListener('storage', listener)
  }
}

/** Light, dark or the system's setting, for this browser; native radios give the keyboard model. */
export function ThemeCard() {
  // The stored choice exists only in the browser; the server renders "system".
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'system' as const)

  function choose(next: Theme) {
    storeTheme(next)
    for (const listener of listeners) listener()
  }

  return (
    <SectionCard title="Appearance" description="Saved in this browser.">
      <fieldset>
        <legend className="sr-only">Theme</legend>
        <div className="grid grid-cols-3 gap-2">
          {options.map(({ value, label, icon: Icon }) => (
            <label
              key={value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border bg-card px-3 text-sm font-medium',
                'has-checked:border-primary has-checked:bg-accent has-checked:text-accent-foreground',
                'has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50',
              )}
            >
              <input
                type="radio"
                name="theme"
                value={value}
                checked={theme === value}
                onChange={() => choose(value)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
    </SectionCard>
  )
}
