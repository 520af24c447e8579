// The air target number of an attack as the dialogs show it before the roll: strength, qualities
// and every modifier with its rule, and the modifiers that do not apply with the reason.
import type { attackPreview } from '../../rules/systems/aeto'
import { modifierText, signed } from '../format'

/** The air target number with every modifier and its rule, and those not applied with why (4.16, 4.18). */
export function TargetNumberLines({ atn }: { atn: ReturnType<typeof attackPreview>['atn'] }) {
  return (
    <>
      <p>
        <strong>Air target number {atn.atn}</strong>
        {atn.drm !== 0 && <>, die modifier {signed(atn.drm)}</>}
      </p>
      <ul className="plain mods">
        {atn.strengthMods
          .filter((m) => m.value !== 0)
          .map((m, i) => (
            <li key={`s${i}`}>{modifierText(m)}</li>
          ))}
        {atn.drmMods
          .filter((m) => m.value !== 0)
          .map((m, i) => (
            <li key={`d${i}`}>die {modifierText(m)}</li>
          ))}
        {atn.ignored.map((m, i) => (
          <li key={`i${i}`} className="note">
            Not applied: {m.label}, because {m.reason}
          </li>
        ))}
      </ul>
    </>
  )
}
