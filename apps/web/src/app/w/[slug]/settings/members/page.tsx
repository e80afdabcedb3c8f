import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@teamboard/ui/card'
import { listPendingInvitations, type PendingInvitation } from '@teamboard/supabase/queries'
import type { Metadata } from 'next'
import Link from 'next/link'
import { canInvite, canLeave } from '@/lib/roles'
import { loadWorkspace } from '@/lib/workspace'
import { InvitationList } from './_components/invitation-list'
import { InviteForm } from './_components/invite-form'
import { LeaveWorkspace } from './_components/leave-workspace'
import { MemberList } from './_components/member-list'
import { loadMembers } from './_lib/load-members'

export const metadata: Metadata = { title: 'Members' }

export default async function MembersPage({ params }: { params: Promise<{ slug: string }> }) {
  const { user, supabase, workspace, role } = await loadWorkspace((await params).slug)
  const manages = canInvite(role)
  const [members, invitations] = await Promise.all([
    loadMembers(supabase, workspace.id),
    manages ? pendingInvitations(supabase, workspace.id) : [],
  ])
  const owners = members.filter((member) => member.role === 'owner').length

  return (
    <div className="grid max-w-3xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Members</h1>
      <p className="text-sm text-muted-foreground">
        Every member can{' '}
        <Link className="underline underline-offset-4" href={`/w/${workspace.slug}/export`}>
          export the workspace's boards and data
        </Link>
        .
      </p>
      {manages ? (
        <Card>
          <CardHeader>
            <CardTitle>Invite someone</CardTitle>
            <CardDescription>They get an email with a link that works for 7 days.</CardDescription>
          </CardHeader>
          <CardContent>
            <InviteForm slug={workspace.slug} />
          </CardContent>
        </Card>
      ) : null}
      <section className="grid gap-3" aria-labelledby="members-heading">
        <h2 id="members-heading" className="font-semibold">
          {members.length} {members.length === 1 ? 'member' : 'members'}
        </h2>
        <MemberList slug={workspace.slug} members={members} me={{ id: user.id, role }} />
      </section>
      {manages ? (
        <section className="grid gap-3" aria-labelledby="invitations-heading">
          <h2 id="invitations-heading" className="font-semibold">
            Pending invitations
          </h2>
          <InvitationList slug={workspace.slug} invitations={invitations} />
        </section>
      ) : null}
      <section className="grid justify-items-start gap-3 border-t pt-6">
        <LeaveWorkspace
          slug={workspace.slug}
          name={workspace.name}
          isLastOwner={!canLeave(role, owners)}
        />
      </section>
    </div>
  )
}

async function pendingInvitations(
  supabase: Parameters<typeof listPendingInvitations>[0],
  workspaceId: string,
): Promise<PendingInvitation[]> {
  const { data, error } = await listPendingInvitations(supabase, workspaceId)
  if (error) throw new Error(`Loading invitations failed: ${error.code}`)
  return data
}
