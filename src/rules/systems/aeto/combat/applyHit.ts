// Effect of a hit on an air unit (4.17): a full unit with a printed back is flipped (and aborted);
// a depleted unit, or one whose back is blank, is eliminated. ATPs lose one point instead (4.23).
export type HitEffect = 'depleted' | 'eliminated'

export function applyHit(face: 'front' | 'back', hasBack: boolean): HitEffect {
  return face === 'front' && hasBack ? 'depleted' : 'eliminated'
}
