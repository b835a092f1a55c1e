// The app's toasters (spec §9): 4000 ms by default, top-right, at most 20; success 2 s, error 4 s, loading until
// dismissed. The global data-fetch error helper of §8 uses its own bottom-centre toaster. <AppToaster /> renders both.
import { createToaster } from '@chakra-ui/react';
import { TOAST_DURATION_MS, TOAST_ERROR_DURATION_MS, TOAST_MAX, TOAST_SUCCESS_DURATION_MS } from '../../lib/constants';

export const toaster = createToaster({ placement: 'top-end', max: TOAST_MAX, duration: TOAST_DURATION_MS, pauseOnPageIdle: true });

/** Bottom-centre toaster for the global data-fetch error handler (§8). */
export const errorToaster = createToaster({ placement: 'bottom', max: TOAST_MAX, duration: TOAST_ERROR_DURATION_MS });

export interface NotifyOptions {
  description?: string;
  id?: string;
}

/** Typed shortcuts with the spec's durations. */
export const notify = {
  show: (title: string, options: NotifyOptions = {}) => toaster.create({ title, ...options, type: 'info', duration: TOAST_DURATION_MS }),
  success: (title: string, options: NotifyOptions = {}) =>
    toaster.create({ title, ...options, type: 'success', duration: TOAST_SUCCESS_DURATION_MS }),
  error: (title: string, options: NotifyOptions = {}) =>
    toaster.create({ title, ...options, type: 'error', duration: TOAST_ERROR_DURATION_MS }),
  loading: (title: string, options: NotifyOptions = {}) => toaster.create({ title, ...options, type: 'loading', duration: Infinity }),
  dismiss: (id?: string) => toaster.dismiss(id),
};
