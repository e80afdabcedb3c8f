/**
 * What the document head says about Teamboard, in one place for both routers: the App Router's
 * root layout (`metadata`, `viewport`) and the Pages Router landing (`next/head`).
 */
export const site = {
  name: 'Teamboard',
  title: 'Teamboard — the realtime task board for small teams',
  description:
    'Plan and track shared work with your team: a live board, drag and drop, comments, attachments and roles.',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fcfcfd' },
    { media: '(prefers-color-scheme: dark)', color: '#111113' },
  ],
} as const
