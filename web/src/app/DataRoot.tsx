// The root route's element, loaded lazily together with the first layout and page so the entry chunk stays small:
// Apollo (its client and provider) and the app root. The server's render of a public page provides its own client for
// that request (entry-server.tsx); the browser uses the app's one.
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, useEffect } from 'react';
import { apolloClient, refetchOnReconnect } from '../lib/apollo';
import { AppRoot } from './AppRoot';

export function DataRoot() {
  const client = useContext(getApolloContext()).client ?? apolloClient;
  useEffect(() => refetchOnReconnect(client), [client]);
  return (
    <ApolloProvider client={client}>
      <AppRoot />
    </ApolloProvider>
  );
}
