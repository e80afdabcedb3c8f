import { WorkspacesScreen } from '../_components/workspaces-screen'

export default function Page() {
  return <WorkspacesScreen />
}
