// Web Push on this device, only when the member asks for it: the browser's permission is requested on their click,
// never on load. The service worker (public/sw-push.js) shows what arrives.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { InboxDeletePushSubscriptionDocument, InboxSavePushSubscriptionDocument, InboxWebPushKeyDocument } from '../../gql/graphql';

export type PushState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** This browser's subscription, if the app's service worker holds one. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Turns this browser's pushes off without asking the server: it forgets the endpoint when the push service says gone. */
export async function forgetThisBrowser() {
  if (!supported()) return;
  await (await currentSubscription())?.unsubscribe();
}

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

export function usePushOptIn() {
  const client = useApolloClient();
  const [save] = useMutation(InboxSavePushSubscriptionDocument);
  const [remove] = useMutation(InboxDeletePushSubscriptionDocument);
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    if (!supported()) {
      setState('unsupported');
      return;
    }
    if (Notification.permission === 'denied') {
      setState('blocked');
      return;
    }
    currentSubscription()
      .then((subscription) => active && setState(subscription ? 'on' : 'off'))
      .catch(() => active && setState('off'));
    return () => {
      active = false;
    };
  }, []);

  const turnOn = useCallback(async () => {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'blocked' : 'off');
        return false;
      }
      const { data } = await client.query({ query: InboxWebPushKeyDocument, fetchPolicy: 'network-only' });
      if (!data) throw new Error('No push key');
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(data.webPushKey.publicKey),
      });
      const { endpoint, expirationTime, keys } = subscription.toJSON();
      await save({
        variables: { subscription: { endpoint: endpoint!, expirationTime, keys: { p256dh: keys!.p256dh!, auth: keys!.auth! } } },
      });
      setState('on');
      return true;
    } finally {
      setBusy(false);
    }
  }, [client, save]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        // Already forgotten by the server (the push service said gone) is as good as removed.
        await remove({ variables: { endpoint: subscription.endpoint } }).catch(() => undefined);
        await subscription.unsubscribe();
      }
      setState('off');
    } finally {
      setBusy(false);
    }
  }, [remove]);

  return { state, busy, turnOn, turnOff };
}
