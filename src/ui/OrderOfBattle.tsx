import { ChitText } from './ChitText'
import { airTypeName } from './format'
import type { SideOrderOfBattle } from './describe'
import { SideBadge } from './SideBadge'

export function OrderOfBattle({ sides }: { sides: readonly SideOrderOfBattle[] }) {
  return (
    <section className="panel-section" aria-labelledby="oob-heading">
      <h2 id="oob-heading">Order of battle</h2>
      {sides.map(({ side, units }) => (
        <section key={side.id} className="oob-side" aria-labelledby={`oob-${side.id}`} data-side={side.id}>
          <h3 id={`oob-${side.id}`}>
            <SideBadge side={side} decorative /> {side.name}{' '}
            <span className="count">
              ({units.length} air unit{units.length === 1 ? '' : 's'})
            </span>
          </h3>
          {units.length > 0 && (
            <table className="units">
              <thead>
                <tr>
                  <th scope="col">Unit</th>
                  <th scope="col">Type</th>
                  <th scope="col">Chit</th>
                  <th scope="col">Base</th>
                </tr>
              </thead>
              <tbody>
                {units.map((u) => (
                  <tr key={u.id}>
                    <th scope="row">{u.name}</th>
                    <td>
                      <abbr title={airTypeName(u.type)}>{u.type}</abbr>
                    </td>
                    <td>
                      <ChitText notation={u.notation} reduced={u.reduced} />
                    </td>
                    <td>{u.baseName}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </section>
  )
}
