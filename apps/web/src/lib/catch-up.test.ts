import { describe, expect, it } from 'vitest'
import {
  type BoardAction,
  boardReducer,
  initialBoardState,
  visibleTasks,
} from '../app/w/[slug]/_lib/board/board-state'
import type { BoardTask } from '../app/w/[slug]/_lib/board/task-types'
import { createCatchUp } from './catch-up'

const row = (id: string, patch: Partial<BoardTask> = {}): BoardTask =>
  ({
    id,
    title: id,
    column_id: 'todo',
    label_ids: [],
    position: 'a0',
    updated_at: '2026-01-01T00:00:00Z',
    ...patch,
  }) as BoardTask

describe('catching up while live events arrive', () => {
  it("keeps a teammate's card that arrived live while the catch-up reload was on its way", async () => {
    let state = initialBoardState({ tasks: [row('t1')], pages: {}, cutoff: '2026-01-01' })
    const dispatch = (action: BoardAction) => (state = boardReducer(state, action))
    const catchUp = createCatchUp<BoardAction>()
    const live = (action: BoardAction) => {
      dispatch(action)
      catchUp.saw(action)
    }

    let answer!: () => void
    // The reload read the board before t2 was created, and its answer lands after t2 came live.
    const settled = catchUp.around(
      () =>
        new Promise<void>((resolve) => {
          answer = () => {
            dispatch({ type: 'replace', tasks: [row('t1')], pages: {} })
            resolve()
          }
        }),
    )
    live({
      type: 'upsert',
      task: row('t2', { updated_at: '2026-01-02T00:00:00Z' }),
      inserted: true,
    })
    live({ type: 'remove', id: 't1', deleted: true })
    answer()
    expect([...visibleTasks(state).keys()]).toEqual(['t1'])
    for (const action of await settled) dispatch(action)

    expect([...visibleTasks(state).keys()]).toEqual(['t2'])
  })

  it('hands back only what arrived while its own reload ran', async () => {
    const catchUp = createCatchUp<string>()
    catchUp.saw('before')
    const first = catchUp.around(async () => catchUp.saw('during'))
    expect(await first).toEqual(['during'])
    catchUp.saw('after')
    expect(await catchUp.around(async () => undefined)).toEqual([])
  })

  it('a failed reload throws, and the next one starts empty', async () => {
    const catchUp = createCatchUp<string>()
    await expect(
      catchUp.around(async () => {
        catchUp.saw('during')
        throw new Error('offline')
      }),
    ).rejects.toThrow('offline')
    expect(await catchUp.around(async () => undefined)).toEqual([])
  })
})
