// Surface raiders (2.21, 2.23): the options of the raider decision, imported by types.ts, so they import nothing above.

/** A ship that may raid the Convoy Route area it occupies now, with the EP it would inflict. */
export interface RaiderOption {
  ship: string
  name: string
  type: string
  /** The large sea area (id) it occupies and raids. */
  area: string
  areaName: string
  route: string
  /** The nation that loses the EP (2.25), and its name. */
  nation: string
  nationName: string
  eps: number
  /** Why that many EP, in words: "gunnery 4", "a carrier with its Naval-Air aboard"… */
  basis: string
}

/** A ship of the Japanese side in a Convoy Route area that may not raid it now, and why. */
export interface IneligibleRaider {
  ship: string
  name: string
  area: string
  areaName: string
  reason: string
}
