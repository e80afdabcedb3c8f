-- Seed data for local development, applied by `pnpm db:reset` and on the first `pnpm db:start`.
--
-- Where the `notify-mail` cron job calls the notify function (docs/decisions/notification-delivery.md):
-- on hosted Supabase these Vault secrets are set once when deploying (README, "Deploying"); here
-- they name the local API on its default port and the local development secret key.
select vault.create_secret('http://127.0.0.1:54321/functions/v1/notify', 'notify_url');
select vault.create_secret('sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz', 'notify_key');
