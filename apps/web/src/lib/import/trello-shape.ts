import { z } from 'zod'

/**
 * The parts of Trello's board export ("Menu → Print, export and share → Export as JSON") that an
 * import reads. Everything else in the file is ignored; optional fields are those Trello leaves
 * out or sets to null on some boards.
 */
const id = z.string().min(1)
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '')

export const trelloBoardShape = z.object({
  id,
  name: z.string(),
  lists: z.array(
    z.object({ id, name: z.string(), closed: z.boolean().default(false), pos: z.number() }),
  ),
  cards: z.array(
    z.object({
      id,
      idList: id,
      name: z.string(),
      desc: text,
      closed: z.boolean().default(false),
      pos: z.number(),
      due: z.string().nullish(),
      idLabels: z.array(z.string()).default([]),
      idMembers: z.array(z.string()).default([]),
      attachments: z.array(z.object({ name: text, url: z.string().nullish() })).default([]),
    }),
  ),
  labels: z.array(z.object({ id, name: text, color: z.string().nullish() })).default([]),
  members: z
    .array(
      z.object({
        id,
        fullName: text,
        username: text,
        email: z.string().nullish(),
      }),
    )
    .default([]),
  checklists: z
    .array(
      z.object({
        id,
        idCard: id,
        name: text,
        pos: z.number().default(0),
        checkItems: z
          .array(z.object({ name: z.string(), state: z.string(), pos: z.number().default(0) }))
          .default([]),
      }),
    )
    .default([]),
  actions: z
    .array(
      z.object({
        type: z.string(),
        date: z.string().nullish(),
        idMemberCreator: z.string().nullish(),
        memberCreator: z.object({ fullName: text, username: text }).nullish(),
        data: z
          .object({ text: z.string().optional(), card: z.object({ id: z.string() }).optional() })
          .default({}),
      }),
    )
    .default([]),
})

export type TrelloBoard = z.infer<typeof trelloBoardShape>
