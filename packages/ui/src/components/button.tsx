import { cva, type VariantProps } from 'class-variance-authority'
import { Loader2Icon } from 'lucide-react'
import { Slot } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap select-none',
    'transition-[color,background-color,border-color,box-shadow] outline-none',
    'focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-offset-1 focus-visible:ring-offset-background',
    'disabled:pointer-events-none disabled:opacity-50 aria-busy:cursor-progress',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    // Finger-sized on phones and touch screens (44 px, WCAG 2.5.5); the desktop keeps its density.
    'max-sm:min-h-11 pointer-coarse:min-h-11',
  ],
  {
    variants: {
      variant: {
        // Hover moves the fill towards the page's text colour (darker in light, lighter in dark), away
        // from the label's: shadcn's lighter /90 fill left white on primary at 4.4:1, under AA.
        default:
          'bg-primary text-primary-foreground shadow-xs hover:bg-[color-mix(in_oklab,var(--primary)_88%,var(--foreground))]',
        secondary: 'border bg-card text-foreground shadow-xs hover:bg-secondary',
        outline: 'border border-input bg-transparent hover:bg-accent hover:text-accent-foreground',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        destructive:
          'bg-destructive text-destructive-foreground shadow-xs hover:bg-[color-mix(in_oklab,var(--destructive)_88%,var(--foreground))] focus-visible:ring-destructive/40',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-[13px]',
        default: 'h-9 px-4',
        lg: 'h-10 px-5',
        icon: 'size-9 max-sm:min-w-11 pointer-coarse:min-w-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

/** The Button's classes: its variant and size, then `className` winning where they conflict. */
export function buttonClassName({
  variant,
  size,
  className,
}: VariantProps<typeof buttonVariants> & { className?: string }): string {
  return cn(buttonVariants({ variant, size }), className)
}

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a link) with the button's look instead of a <button>. */
    asChild?: boolean
    /** Shows a spinner and blocks further clicks while an action runs. */
    loading?: boolean
  }

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = buttonClassName({ variant, size, className })
  if (asChild) {
    return (
      <Slot.Root data-slot="button" className={classes} {...props}>
        {children}
      </Slot.Root>
    )
  }
  return (
    <button
      data-slot="button"
      // A form's implicit submit is rarely what a plain button means.
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Loader2Icon aria-hidden="true" className="animate-spin" /> : null}
      {children}
    </button>
  )
}
