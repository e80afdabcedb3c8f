export type {
  Client as SentryClient,
  DataCollection,
  Integration,
  Options as SentryOptions,
  TransactionEvent,
} from '@sentry/core'
