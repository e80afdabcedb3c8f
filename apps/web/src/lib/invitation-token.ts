/**
 * Tokens are URL-safe strings (`create_invitation` issues 64 hex characters). Anything else is
 * refused before it reaches the database, with the same answer as an unknown token.
 */
export function isInvitationToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{16,256}$/.test(token)
}
