// The log of an OCS game: one group per action, newest last, each event with its rule (the shared
// panel, shared/SystemLog.tsx, over the OCS words, ocsLog.ts).
import { useMemo } from 'react'
import { useSortie } from '../../../store/store'
import { useDialogSession } from '../../dialogs/session'
import { SystemLog } from '../shared/SystemLog'
import { ocsLogGroups } from './ocsLog'

export function OcsLog() {
  const game = useSortie((s) => s.game)
  const viewer = useSortie((s) => s.ui.viewer ?? null)
  const botLog = useDialogSession((s) => s.botLog)
  const groups = useMemo(() => (game ? ocsLogGroups(game, viewer, botLog) : []), [game, viewer, botLog])
  return <SystemLog groups={groups} className="ocs-log" />
}
