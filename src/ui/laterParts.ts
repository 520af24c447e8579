// The parts of the page around the map that wait for the first map to be drawn (App.tsx):
// timeline and replay, dialogs that open later, saved games and the save menu, the screen-reader
// announcements of the selection.
export { Announcer } from './Announcer'
export { HandOver } from './HandOver'
export { NewGameDialog } from './NewGameDialog'
export { ReplayBar } from './ReplayBar'
export { ResumeDialog } from './ResumeDialog'
export { SaveMenu } from './SaveMenu'
export { StorageBanner } from './StorageBanner'
export { TakenOver } from './TakenOver'
export { TimelineBar } from './Timeline'
export { ChartsDialog } from './ChartsDialog'
