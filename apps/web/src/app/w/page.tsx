import type { Metadata } from 'next'
import { WorkspacesScreen } from './_components/workspaces-screen'

export const metadata: Metadata = { title: 'Your workspaces' }

/** Signed-in only: WorkspacesScreen calls requireUser({ next: '/w' }) before reading anything. */
export default function WorkspacesPage() {
  return <WorkspacesScreen />
}
