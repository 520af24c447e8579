// What the side panel's tabs show, fetched as one chunk once the map is drawn (SidePanel.tsx).
export { BriefingCard } from './BriefingText'
export { DecisionPanel } from './DecisionPanel'
export { EventLog } from './EventLog'
export { HexPanel } from './HexPanel'
export { OrderOfBattle } from './OrderOfBattle'
export { SettingsPanel } from './SettingsPanel'
export { UnitCard } from './UnitCard'
export { WhatHappenedFeed } from './WhatHappenedFeed'
