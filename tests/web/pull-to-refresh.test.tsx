// Pull-to-refresh (spec §4/§9): the gesture's states and physics as a pure reducer, and the component driven by
// touch events: refresh past the threshold, spring back before it, off while a dialog is open or the page is
// scrolled, and a failed refresh only logged.
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../web/src/components/overlays/ConfirmDialog';
import { OverlayProvider } from '../../web/src/components/overlays/OverlayProvider';
import {
  PULL_ACTIVATION_THRESHOLD,
  PULL_DAMPING,
  PULL_MAX,
  PULL_SETTLE_MS,
  PULL_THRESHOLD,
  PULL_VELOCITY_THRESHOLD,
} from '../../web/src/components/pull-to-refresh/constants';
import {
  PullToRefresh,
  dampedDistance,
  initialPullModel,
  pullReducer,
  type PullEvent,
} from '../../web/src/components/pull-to-refresh/PullToRefresh';

const run = (events: PullEvent[], from = initialPullModel) => events.reduce(pullReducer, from);
const start = (y = 0, enabled = true): PullEvent => ({ type: 'start', x: 0, y, time: 0, enabled });
const move = (y: number, time: number, x = 0): PullEvent => ({ type: 'move', x, y, time });

describe('pull physics', () => {
  it('uses the spec constants', () => {
    expect([PULL_THRESHOLD, PULL_MAX, PULL_VELOCITY_THRESHOLD, PULL_ACTIVATION_THRESHOLD, PULL_DAMPING, PULL_SETTLE_MS]).toEqual([
      80, 120, 0.15, 10, 0.55, 300,
    ]);
  });

  it('damps the finger distance and caps it at the maximum pull', () => {
    expect(dampedDistance(100)).toBeCloseTo(55);
    expect(dampedDistance(-20)).toBe(0);
    expect(dampedDistance(1000)).toBe(120);
  });

  it('ignores moves within the activation threshold and sideways moves', () => {
    expect(run([start(), move(10, 20)]).state).toBe('idle');
    expect(run([start(), move(10, 20), move(11, 40)]).state).toBe('pulling');
    const sideways = run([start(), move(5, 20, 30)]);
    expect(sideways).toMatchObject({ state: 'idle', tracking: false });
    expect(run([start(), move(5, 20, 30), move(200, 40)]).state).toBe('idle');
  });

  it('does not start when disabled', () => {
    expect(run([start(0, false), move(200, 100)])).toEqual(initialPullModel);
  });

  it('goes idle → pulling → armed → refreshing → idle', () => {
    const pulling = run([start(), move(100, 200)]);
    expect(pulling.state).toBe('pulling');
    expect(pulling.distance).toBeCloseTo(55);
    const armed = pullReducer(pulling, move(150, 400));
    expect(armed.state).toBe('armed');
    expect(armed.distance).toBeCloseTo(82.5);
    const refreshing = pullReducer(armed, { type: 'release' });
    expect(refreshing).toMatchObject({ state: 'refreshing', distance: PULL_THRESHOLD });
    // Touches during the refresh change nothing.
    expect(pullReducer(refreshing, start())).toBe(refreshing);
    expect(pullReducer(refreshing, { type: 'cancel' })).toBe(refreshing);
    expect(pullReducer(refreshing, { type: 'refreshed' })).toEqual(initialPullModel);
  });

  it('springs back when released before the threshold', () => {
    const pulling = run([start(), move(120, 300)]);
    expect(pulling.state).toBe('pulling');
    expect(pullReducer(pulling, { type: 'release' })).toEqual(initialPullModel);
  });

  it('disarms when the finger moves back up fast, and re-arms when held', () => {
    const armed = run([start(), move(200, 400)]);
    expect(armed.state).toBe('armed');
    // 30 px up in 100 ms = 0.3 px/ms, faster than 0.15: disarmed although still past the threshold.
    const retracting = pullReducer(armed, move(170, 500));
    expect(retracting.distance).toBeGreaterThanOrEqual(PULL_THRESHOLD);
    expect(retracting.state).toBe('pulling');
    // 5 px up in 100 ms = 0.05 px/ms: armed again.
    expect(pullReducer(retracting, move(165, 600)).state).toBe('armed');
    expect(pullReducer(retracting, { type: 'release' }).state).toBe('idle');
  });
});

function renderPull(onRefresh: () => unknown, withDialog = false) {
  render(
    <ChakraProvider value={defaultSystem}>
      <OverlayProvider>
        <PullToRefresh onRefresh={onRefresh}>
          <p>Page content</p>
        </PullToRefresh>
        <ConfirmDialog open={withDialog} title="Sure?" onConfirm={() => {}} onCancel={() => {}} />
      </OverlayProvider>
    </ChakraProvider>,
  );
  return screen.getByText('Page content');
}

function touch(target: Element, type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) {
  const touches = type === 'touchEnd' ? [] : [{ clientX: 0, clientY: y, identifier: 1, target }];
  fireEvent[type](target, { touches, changedTouches: [{ clientX: 0, clientY: y, identifier: 1, target }] });
}

function pull(target: Element, to: number) {
  touch(target, 'touchStart', 0);
  for (let y = 20; y <= to; y += 20) touch(target, 'touchMove', y);
}

const status = () => screen.getByRole('status').textContent;

describe('PullToRefresh', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('refreshes when released past the threshold, then settles back to idle', async () => {
    let finish: () => void = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const content = renderPull(onRefresh);
    pull(content, 100);
    expect(status()).toBe('Pull to refresh');
    pull(content, 200);
    expect(status()).toBe('Release to refresh');
    touch(content, 'touchEnd', 200);
    expect(status()).toBe('Refreshing…');
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(status()).toBe('Refreshing…');
    await waitFor(() => expect(status()).toBe(''), { timeout: PULL_SETTLE_MS + 1000 });
  });

  it('springs back without refreshing when released before the threshold', () => {
    const onRefresh = vi.fn();
    const content = renderPull(onRefresh);
    pull(content, 100);
    expect(status()).toBe('Pull to refresh');
    touch(content, 'touchEnd', 100);
    expect(status()).toBe('');
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('is off while a dialog is open', async () => {
    const onRefresh = vi.fn();
    const content = renderPull(onRefresh, true);
    await screen.findByRole('alertdialog', { name: 'Sure?' });
    pull(content, 240);
    touch(content, 'touchEnd', 240);
    expect(status()).toBe('');
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('is off when the page is not scrolled to the top', () => {
    const onRefresh = vi.fn();
    const content = renderPull(onRefresh);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 120 });
    pull(content, 240);
    touch(content, 'touchEnd', 240);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(status()).toBe('');
  });

  it('only logs a failed refresh and ends the gesture', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onRefresh = vi.fn().mockRejectedValue(new Error('offline'));
    const content = renderPull(onRefresh);
    pull(content, 240);
    touch(content, 'touchEnd', 240);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Pull-to-refresh failed', expect.any(Error)));
    await waitFor(() => expect(status()).toBe(''), { timeout: PULL_SETTLE_MS + 1000 });
  });
});
