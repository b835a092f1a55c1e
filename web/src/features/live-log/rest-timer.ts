// The rest timer: started when a set is ticked, shown on every page while it runs, adjustable by 15 s and
// skippable. It lives outside React and in local storage, so moving between pages or reloading keeps it running.
// At zero it beeps, vibrates and notifies where the browser allows.
import { readStorage, writeStorage } from '../../lib/storage';

const STORAGE_KEY = 'liftmates.rest-timer';
export const REST_STEP_SECONDS = 15;

export interface RestTimer {
  endsAt: number;
  totalSeconds: number;
  label: string;
  /** What the notification says when the rest is over, in the words of the page that started it. */
  notice?: RestNotice;
}

export interface RestNotice {
  title: string;
  body: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: RestTimer | null = parse(readStorage(STORAGE_KEY));
let alarm: ReturnType<typeof setTimeout> | null = null;

function parse(text: string | null): RestTimer | null {
  if (!text) return null;
  try {
    const timer = JSON.parse(text) as RestTimer;
    return typeof timer.endsAt === 'number' && timer.endsAt > Date.now() ? timer : null;
  } catch {
    return null;
  }
}

function set(timer: RestTimer | null) {
  current = timer;
  writeStorage(STORAGE_KEY, timer ? JSON.stringify(timer) : '');
  if (alarm) clearTimeout(alarm);
  alarm = timer ? setTimeout(ring, Math.max(0, timer.endsAt - Date.now())) : null;
  for (const listener of listeners) listener();
}

function ring() {
  const notice = current?.notice;
  set(null);
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.2, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.6);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.6);
  } catch {
    // No audio (a test browser, a locked-down device): vibration and the notification remain.
  }
  navigator.vibrate?.([200, 100, 200]);
  if (notice && typeof Notification !== 'undefined' && Notification.permission === 'granted' && document.hidden)
    new Notification(notice.title, { body: notice.body, tag: 'rest-timer' });
}

if (current) set(current);

export const restTimer = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => current,
  start(seconds: number, label: string, notice: RestNotice) {
    if (seconds <= 0) return;
    // Asked once, when a rest first starts: the moment the member can tell why.
    if (typeof Notification !== 'undefined' && Notification.permission === 'default')
      void Notification.requestPermission().catch(() => undefined);
    set({ endsAt: Date.now() + seconds * 1000, totalSeconds: seconds, label, notice });
  },
  adjust(seconds: number) {
    if (!current) return;
    const endsAt = current.endsAt + seconds * 1000;
    if (endsAt <= Date.now()) return set(null);
    set({ ...current, endsAt, totalSeconds: Math.max(1, current.totalSeconds + seconds) });
  },
  skip: () => set(null),
};
