'use client'

// The session client alone (no PostgREST, Realtime, Storage or Functions): see session-client.ts.
export { type BrowserSessionClient, createBrowserSessionClient } from './session-client.js'
