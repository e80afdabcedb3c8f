import type { Metadata } from 'next'
import { TaskDetail } from '../../_components/detail/task-detail'
import { loadTaskDetail } from '../../_lib/detail/load-task-detail'

type Props = { params: Promise<{ slug: string; number: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, number } = await params
  const { task } = await loadTaskDetail(slug, number)
  return { title: task.title }
}

/** The task detail as its own page: a shared link, a reload, or a new tab. */
export default async function TaskPage({ params }: Props) {
  const { slug, number } = await params
  const detail = await loadTaskDetail(slug, number)
  return <TaskDetail {...detail} />
}
