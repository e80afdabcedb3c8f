import { describe, expect, it } from 'vitest'
import { appErrorCodes, errorCatalogue, unexpectedMessage } from './catalogue'

describe('error catalogue', () => {
  it('has the codes of docs/errors.md', () => {
    expect(appErrorCodes).toEqual([
      'invalid_credentials',
      'email_not_confirmed',
      'weak_password',
      'rate_limited',
      'link_invalid',
      'account_banned',
      'slug_taken',
      'not_found',
      'forbidden',
      'last_owner',
      'invite_invalid',
      'already_member',
      'already_invited',
      'file_too_large',
      'limit_reached',
      'column_not_empty',
      'last_column',
      'last_board',
      'label_taken',
      'import_invalid',
      'import_too_large',
      'invalid_input',
      'offline',
      'unexpected',
    ])
  })

  it('keeps the documented wording', () => {
    expect(errorCatalogue.email_not_confirmed).toBe(
      'Confirm your email first — we can send the link again.',
    )
    expect(errorCatalogue.account_banned).toBe(
      'This account is suspended. Contact Teamboard support to find out why.',
    )
    expect(errorCatalogue.offline).toBe("You're offline. Your change will be retried.")
    expect(errorCatalogue.already_member).toBe("They're already a member of this workspace.")
    expect(errorCatalogue.already_invited).toBe('An invitation to that address is already pending.')
  })

  it('words limit_reached with the enforced numbers', () => {
    expect(errorCatalogue.limit_reached).toBe(
      'That would go over a limit: 50 members and 50 pending invitations per workspace, 20 workspaces per person, 20 attachments per task, 50 open boards and 100 labels per workspace, 20 columns per board, 10 labels and 100 checklist items per task.',
    )
  })

  it('words import_too_large with the import file limit', () => {
    expect(errorCatalogue.import_too_large).toBe('Import files can be at most 50 MB.')
  })

  it('quotes the Sentry event id on unexpected errors', () => {
    expect(unexpectedMessage('a1b2c3')).toBe('Something went wrong. (reference: a1b2c3)')
    expect(unexpectedMessage()).toBe('Something went wrong.')
  })
})
