import { TaskDetail } from '../../../_components/detail/task-detail'
import { TaskDialog } from '../../../_components/detail/task-dialog'
import { loadTaskDetail } from '../../../_lib/detail/load-task-detail'

/**
 * A task opened from the board: the same detail in a dialog over the board, which stays mounted
 * underneath with its scroll and filters. A reload of the URL renders `tasks/[number]/page.tsx`.
 */
export default async function TaskDialogPage({
  params,
}: {
  params: Promise<{ slug: string; number: string }>
}) {
  const { slug, number } = await params
  const detail = await loadTaskDetail(slug, number)
  return (
    <TaskDialog title={detail.task.title}>
      <TaskDetail {...detail} inDialog />
    </TaskDialog>
  )
}
