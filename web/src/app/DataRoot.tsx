// The root route's element, loaded lazily together with the first layout and page so the entry chunk stays small:
// Apollo (its client and provider) and the app root.
import { ApolloProvider } from '@apollo/client/react';
import { useEffect } from 'react';
import { apolloClient, refetchOnReconnect } from '../lib/apollo';
import { AppRoot } from './AppRoot';

export function DataRoot() {
  useEffect(() => refetchOnReconnect(apolloClient), []);
  return (
    <ApolloProvider client={apolloClient}>
      <AppRoot />
    </ApolloProvider>
  );
}
