import { describe, expect, it } from 'vitest'
import { canEditWorkspace, canInvite, canLeave, canRemove, hasRole, isOwner } from './roles'

const owner = { id: 'o', role: 'owner' as const }
const admin = { id: 'a', role: 'admin' as const }
const member = { id: 'm', role: 'member' as const }

describe('which controls each role sees (docs/product.md)', () => {
  it('owners and admins rename and invite; members do neither', () => {
    expect([owner, admin, member].map((m) => canEditWorkspace(m.role))).toEqual([true, true, false])
    expect([owner, admin, member].map((m) => canInvite(m.role))).toEqual([true, true, false])
  })

  it('only owners change roles, transfer ownership or delete', () => {
    expect([owner, admin, member].map((m) => isOwner(m.role))).toEqual([true, false, false])
  })

  it('admins remove admins and members but not owners; members remove nobody', () => {
    expect(canRemove(admin, member)).toBe(true)
    expect(canRemove(admin, { id: 'a2', role: 'admin' })).toBe(true)
    expect(canRemove(admin, owner)).toBe(false)
    expect(canRemove(owner, admin)).toBe(true)
    expect(canRemove(member, { id: 'm2', role: 'member' })).toBe(false)
  })

  it('nobody removes themselves from the member list: that is leaving', () => {
    expect(canRemove(owner, owner)).toBe(false)
  })

  it('everyone may leave except the last owner', () => {
    expect(canLeave('member', 1)).toBe(true)
    expect(canLeave('admin', 1)).toBe(true)
    expect(canLeave('owner', 1)).toBe(false)
    expect(canLeave('owner', 2)).toBe(true)
  })
})

describe('hasRole', () => {
  it('ranks the generated enum, most powerful first', () => {
    expect(hasRole('owner', 'admin')).toBe(true)
    expect(hasRole('admin', 'admin')).toBe(true)
    expect(hasRole('member', 'admin')).toBe(false)
    expect(hasRole('member', 'member')).toBe(true)
  })
})
