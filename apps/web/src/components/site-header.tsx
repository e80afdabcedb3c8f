import { getUser } from '@teamboard/auth/server'
import { avatarUrl, countUnread, getProfile } from '@teamboard/supabase/queries'
import { createServerClient } from '@teamboard/supabase/server'
import { AccountMenu } from './account-menu'
import { NotificationBell } from './notification-bell'
import { SignedOutLinks, SiteHeaderBar } from './site-header-bar'

/**
 * The signed-in user's name and avatar, read here rather than in the browser so a signed-in page
 * needs no PostgREST or Storage client (e2e/js-budget.ts); USER_UPDATED refreshes the page, which reads
 * them again. Null when they cannot be read now: the menu falls back to the session's name.
 */
async function headerProfile(userId: string) {
  const supabase = await createServerClient()
  const { data } = await getProfile(supabase, userId)
  return data ? { name: data.display_name, avatar: avatarUrl(supabase, data) } : null
}

/** The bell's count at render time; it goes live in the browser (notification-bell.tsx). */
async function unreadCount() {
  const { data } = await countUnread(await createServerClient())
  return data ?? 0
}

/** Rendered on the server, which knows the user: a visitor's header is plain links. */
export async function SiteHeader() {
  const user = await getUser().catch(() => undefined)
  // A session that cannot be checked right now counts as signed in (see the root layout).
  const signedIn = user !== null
  const [profile, unread] = user
    ? await Promise.all([headerProfile(user.id).catch(() => null), unreadCount().catch(() => 0)])
    : [null, 0]
  return (
    <SiteHeaderBar>
      {signedIn ? (
        <>
          {user ? <NotificationBell userId={user.id} initialCount={unread} /> : null}
          <AccountMenu profile={profile} signedOut={<SignedOutLinks />} />
        </>
      ) : (
        <SignedOutLinks />
      )}
    </SiteHeaderBar>
  )
}
