import { createServer } from 'node:http'
import type { AddressInfo, Server } from 'node:net'
import { sendResponse, toRequest } from '../http-bridge.ts'
import type { Log } from '../log.ts'
import { handleMailbox } from './api.ts'
import { createSmtpServer } from './smtp.ts'
import type { MailMessage, MailStore } from './store.ts'

export type Mailbox = {
  url: string
  smtpPort: number
  messages(): Promise<MailMessage[]>
  latestTo(email: string): Promise<MailMessage | undefined>
  clear(): Promise<void>
  close: () => Promise<void>
}

const HOST = '127.0.0.1'

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error)
    server.once('error', onError)
    server.listen(port, HOST, () => {
      server.off('error', onError)
      resolve()
    })
  })
}

/** Starts the mailbox web/API server and the SMTP catcher; both bind loopback only. */
export async function startMailbox(
  store: MailStore,
  ports: { http: number; smtp: number },
  log: Log,
): Promise<Mailbox> {
  const http = createServer((req, res) => {
    void toRequest(req, 1024 * 1024)
      .then((request) => handleMailbox(store, request))
      .catch(() => new Response('{"error":"bad request"}', { status: 400 }))
      .then((response) => sendResponse(res, response))
      .catch(() => res.destroy())
  })
  const smtp = createSmtpServer(store, log)
  smtp.on('error', (error) => log.warn('SMTP error', error))
  await listen(http, ports.http)
  try {
    await listen(smtp.server, ports.smtp)
  } catch (error) {
    http.close()
    throw error
  }
  const url = `http://${HOST}:${(http.address() as AddressInfo).port}`
  return {
    url,
    smtpPort: (smtp.server.address() as AddressInfo).port,
    messages: () => Promise.resolve(store.list()),
    latestTo: (email) =>
      Promise.resolve(
        store
          .list()
          .find((m) =>
            [...m.To, ...m.Cc, ...m.Bcc].some(
              (a) => a.Address.toLowerCase() === email.toLowerCase(),
            ),
          ),
      ),
    clear: () => Promise.resolve(store.delete()),
    async close() {
      http.closeAllConnections()
      await Promise.all([
        new Promise((r) => http.close(r)),
        new Promise((r) => smtp.close(() => r(undefined))),
      ])
    },
  }
}
