// The root route's element, loaded lazily together with the first layout and page so the entry chunk stays small:
// Apollo (its client and provider) and the app root.
import { ApolloProvider } from '@apollo/client/react';
import { apolloClient } from '../lib/apollo';
import { AppRoot } from './AppRoot';

export function DataRoot() {
  return (
    <ApolloProvider client={apolloClient}>
      <AppRoot />
    </ApolloProvider>
  );
}
