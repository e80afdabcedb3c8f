'use client'

import dynamic from 'next/dynamic'

/**
 * The header's account menu in a chunk of its own, fetched only when rendered (for a signed-in
 * user): it signs out through the browser session client, which a visitor's pages do not
 * download.
 */
export const AccountMenu = dynamic(() => import('./user-menu').then((module) => module.UserMenu))
