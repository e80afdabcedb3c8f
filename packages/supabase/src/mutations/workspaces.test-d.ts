import { createClient } from '@supabase/supabase-js'
import { describe, expectTypeOf, it } from 'vitest'
import type { TypedSupabaseClient } from '../clients/types'
import type { AppError } from '../errors/catalogue'
import { type MyWorkspace, getWorkspaceBySlug, listMembers } from '../queries/workspaces'
import type { Enums, Tables } from '../types/database'
import {
  type IssuedInvitation,
  changeMemberRole,
  createInvitation,
  createWorkspace,
} from './workspaces'

const supabase: TypedSupabaseClient = createClient('http://localhost:54321', 'key')

describe('workspace types come from the schema', () => {
  it('roles are the enum, not any string', () => {
    expectTypeOf<Enums<'workspace_role'>>().toEqualTypeOf<'owner' | 'admin' | 'member'>()
    expectTypeOf<Tables<'workspace_members'>['role']>().toEqualTypeOf<
      'owner' | 'admin' | 'member'
    >()
    // @ts-expect-error -- no such role
    void changeMemberRole(supabase, 'ws', 'user', 'superuser')
  })

  it('rpc arguments are checked by name and type', () => {
    void supabase.rpc('create_workspace', { name: 'Acme', slug: 'acme' })
    // @ts-expect-error -- the argument is `slug`, not `handle`
    void supabase.rpc('create_workspace', { name: 'Acme', handle: 'acme' })
    // @ts-expect-error -- there is no such function
    void supabase.rpc('delete_everything', {})
  })

  it('invitations never accept an owner role from the invite form', () => {
    // @ts-expect-error -- InviteInput.role is admin | member
    void createInvitation(supabase, 'ws', { email: 'a@example.com', role: 'owner' })
  })

  it('wrappers return data or a catalogue error, never both', async () => {
    const result = await createWorkspace(supabase, { name: 'Acme', slug: 'acme' })
    if (result.error) expectTypeOf(result.error).toEqualTypeOf<AppError>()
    else expectTypeOf(result.data).toEqualTypeOf<Tables<'workspaces'>>()
    expectTypeOf(
      (await getWorkspaceBySlug(supabase, 'u', 'acme')).data,
    ).toEqualTypeOf<MyWorkspace | null>()
    expectTypeOf<IssuedInvitation['token']>().toEqualTypeOf<string | null>()
  })

  it('members carry their profile', async () => {
    const { data } = await listMembers(supabase, 'ws')
    expectTypeOf(data![0]!.profile.display_name).toEqualTypeOf<string>()
  })
})
