import { z } from 'zod'

/** The lane's only environment: another PostgreSQL `bin/` and a fixed port, both optional. */
export const env = z
  .object({
    PG_BIN: z.string().min(1).optional(),
    PG_LANE_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  })
  .parse({ PG_BIN: process.env.PG_BIN, PG_LANE_PORT: process.env.PG_LANE_PORT })
