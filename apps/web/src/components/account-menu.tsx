'use client'

import dynamic from 'next/dynamic'

/**
 * The header's account area in a chunk of its own, fetched only when rendered (for a signed-in
 * user), so a visitor's pages do not download it; its menu is loaded later again, on use
 * (user-menu.tsx). Why both: docs/decisions/deferred-loading.md.
 */
export const AccountMenu = dynamic(() => import('./user-menu').then((module) => module.UserMenu))
