// Actions accepted at more than one decision: outside events and basing actions a side may take
// whenever its plan or Offensive decision is due (their rules are in the modules they call).
import type { Pending } from '../../types'
import type { Tx } from '../core'
import { actCarrierStatus } from '../carrierStatus'
import { actCaptureBase } from '../forcedRebase'
import { actDemolishGrassAirfield } from '../grassAirfields'
import { actNavalInterception } from '../intensive'
import { actReconnoitreLand } from '../landRecon'
import { actMoveFlotilla } from '../navalMove'
import type { ActionOf } from './procedure'

/** A land reconnaissance (4.11). */
export const reconnoitreLand = (t: Tx, a: ActionOf<'reconnoitreLand'>, p: Pending) =>
  actReconnoitreLand(t, a, p.side)
/** Land units capture an enemy base (4.7): an outside event. */
export const captureBase = (t: Tx, a: ActionOf<'captureBase'>, p: Pending) => actCaptureBase(t, a, p.side)
/** A side demolishes one of its empty grass airfields (4.3). */
export const demolishGrassAirfield = (t: Tx, a: ActionOf<'demolishGrassAirfield'>, p: Pending) =>
  actDemolishGrassAirfield(t, a, p.side)
/** Naval movement, entered by the players (4.15). */
export const moveFlotilla = (t: Tx, a: ActionOf<'moveFlotilla'>, p: Pending) => actMoveFlotilla(t, a, p.side)
/** A successful naval interception (4.28): an outside event. */
export const navalInterception = (t: Tx, a: ActionOf<'navalInterception'>, p: Pending) =>
  actNavalInterception(t, a, p.side)
/** A carrier's Standby or Active status (Part 3; 4.25): an outside event. */
export const carrierStatus = (t: Tx, a: ActionOf<'carrierStatus'>, p: Pending) =>
  actCarrierStatus(t, a, p.side)
