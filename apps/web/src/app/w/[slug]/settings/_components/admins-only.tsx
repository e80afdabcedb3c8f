import { StatusPage } from '@/components/status-page'

/** What a member sees on a settings page only owners and admins use (docs/roles.md). */
export function AdminsOnly({ what }: { what: string }) {
  return (
    <StatusPage code="403" title="You don't have permission to do that." actions={null}>
      <p>Only the workspace's owners and admins {what}.</p>
    </StatusPage>
  )
}
