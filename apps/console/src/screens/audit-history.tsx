import { Badge } from '@teamboard/ui/badge'
import type { AuditEntry } from '../staff-api'
import { when } from './format'

const ACTION_WORDS: Record<AuditEntry['action'], string> = {
  find_user: 'Looked up',
  find_workspace: 'Looked up',
  resend_confirmation: 'Resent the confirmation',
  sign_out_everywhere: 'Signed out everywhere',
  ban: 'Banned',
  unban: 'Unbanned',
  revoke_invitation: 'Revoked an invitation',
}

const OUTCOME_WORDS: Record<string, string> = {
  done: 'done',
  failed: 'failed',
  requested: 'not finished',
}

/** The latest ban that went through, for the "Banned" badge: who and why. */
export function lastBan(history: AuditEntry[]): AuditEntry | undefined {
  return history.find((entry) => entry.action === 'ban' && entry.outcome === 'done')
}

/** The support audit trail about one user or workspace, newest first: who, when, what, why, result. */
export function AuditHistory({ history }: { history: AuditEntry[] }) {
  return (
    <section aria-labelledby="audit-history" className="grid gap-2 text-sm">
      <h3 id="audit-history" className="font-medium">
        Support history ({history.length})
      </h3>
      {history.length === 0 ? (
        <p className="text-muted-foreground">Nothing yet.</p>
      ) : (
        <ol className="grid gap-2">
          {history.map((entry) => (
            <li key={entry.id} className="grid gap-0.5 border-l-2 pl-3">
              <span>
                <span className="font-medium">{ACTION_WORDS[entry.action]}</span> by{' '}
                <span className="break-all">{entry.actorEmail}</span> · {when(entry.at)}{' '}
                <Badge variant={entry.outcome === 'done' ? 'secondary' : 'destructive'}>
                  {OUTCOME_WORDS[entry.outcome] ?? entry.outcome}
                </Badge>
              </span>
              {entry.reason && (
                <span className="text-muted-foreground break-words">Reason: {entry.reason}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
