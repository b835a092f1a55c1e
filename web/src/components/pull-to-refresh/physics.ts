// The pull-to-refresh gesture as a pure state machine (spec §4): idle → pulling → armed → refreshing → idle.
//
// - A touch starts tracking only when the gesture is enabled (no dialog open, page scrolled to the top).
// - It becomes a pull once the finger has moved more than PULL_ACTIVATION_THRESHOLD px down, more down than
//   sideways; a sideways or upward move first ends the tracking (the page scrolls as usual).
// - The indicator distance is the finger distance × PULL_DAMPING, at most PULL_MAX.
// - Armed when the distance reaches PULL_THRESHOLD, unless the finger is moving back up faster than
//   PULL_VELOCITY_THRESHOLD px/ms (a quick push back disarms, so the release springs back).
// - Release when armed: refreshing (the indicator holds at the threshold). Release otherwise: back to idle.
// - 'refreshed' (the refresh settled and PULL_SETTLE_MS passed): back to idle.
import { PULL_ACTIVATION_THRESHOLD, PULL_DAMPING, PULL_MAX, PULL_THRESHOLD, PULL_VELOCITY_THRESHOLD } from './constants';

export type PullState = 'idle' | 'pulling' | 'armed' | 'refreshing';

export interface PullModel {
  state: PullState;
  /** A touch is being followed (it may not have become a pull yet). */
  tracking: boolean;
  startX: number;
  startY: number;
  lastY: number;
  lastTime: number;
  /** px/ms, positive downward. */
  velocity: number;
  /** Indicator height in px. */
  distance: number;
}

export type PullEvent =
  | { type: 'start'; x: number; y: number; time: number; enabled: boolean }
  | { type: 'move'; x: number; y: number; time: number }
  | { type: 'release' }
  | { type: 'cancel' }
  | { type: 'refreshed' };

export const initialPullModel: PullModel = {
  state: 'idle',
  tracking: false,
  startX: 0,
  startY: 0,
  lastY: 0,
  lastTime: 0,
  velocity: 0,
  distance: 0,
};

export function dampedDistance(fingerDistance: number): number {
  return Math.min(PULL_MAX, Math.max(0, fingerDistance * PULL_DAMPING));
}

export function pullReducer(model: PullModel, event: PullEvent): PullModel {
  switch (event.type) {
    case 'start':
      if (model.state !== 'idle' || !event.enabled) return model;
      return { ...initialPullModel, tracking: true, startX: event.x, startY: event.y, lastY: event.y, lastTime: event.time };
    case 'move': {
      if (!model.tracking || model.state === 'refreshing') return model;
      const dy = event.y - model.startY;
      const dx = event.x - model.startX;
      const elapsed = Math.max(1, event.time - model.lastTime);
      const velocity = (event.y - model.lastY) / elapsed;
      if (model.state === 'idle') {
        const activated = dy > PULL_ACTIVATION_THRESHOLD && dy > Math.abs(dx);
        if (!activated) {
          if (Math.abs(dx) > PULL_ACTIVATION_THRESHOLD || dy < -PULL_ACTIVATION_THRESHOLD) return { ...initialPullModel };
          return { ...model, lastY: event.y, lastTime: event.time, velocity };
        }
      }
      const distance = dampedDistance(dy);
      const armed = distance >= PULL_THRESHOLD && velocity > -PULL_VELOCITY_THRESHOLD;
      return { ...model, state: armed ? 'armed' : 'pulling', distance, lastY: event.y, lastTime: event.time, velocity };
    }
    case 'release':
      if (model.state === 'refreshing') return model;
      if (model.state === 'armed') return { ...model, state: 'refreshing', tracking: false, distance: PULL_THRESHOLD, velocity: 0 };
      return { ...initialPullModel };
    case 'cancel':
      return model.state === 'refreshing' ? model : { ...initialPullModel };
    case 'refreshed':
      return { ...initialPullModel };
  }
}
