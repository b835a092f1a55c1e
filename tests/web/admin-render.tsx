// Rendering for the admin's component tests: the app's Chakra system and overlay stack, mounted in #root (where the
// overlay stack makes the page inert behind dialogs), with typed GraphQL answers when a test gives some.
import { InMemoryCache } from '@apollo/client';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { OverlayProvider } from '../../web/src/components/overlays/OverlayProvider';
import { createTypePolicies } from '../../web/src/lib/apollo';
import { system } from '../../web/src/lib/system';

export type GraphQLMocks = NonNullable<MockedProviderProps['mocks']>;

afterEach(() => {
  document.getElementById('root')?.remove();
});

export function AdminProviders({ children, mocks = [] }: { children: ReactNode; mocks?: GraphQLMocks }) {
  return (
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies: createTypePolicies() })}>
      <ChakraProvider value={system}>
        <OverlayProvider>{children}</OverlayProvider>
      </ChakraProvider>
    </MockedProvider>
  );
}

/** Answers every request for `document`, whatever its variables, and records the variables each one sent. */
export function recordingMock<V>(
  document: GraphQLMocks[number]['request']['query'],
  data: (variables: V) => unknown,
  sent: V[] = [],
): GraphQLMocks[number] {
  return {
    request: {
      query: document,
      variables: (variables: V) => {
        sent.push(variables);
        return true;
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: V) => ({ data: data(variables) }),
  } as GraphQLMocks[number];
}

export function renderAdmin(ui: ReactNode, mocks: GraphQLMocks = []) {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.appendChild(root);
  return render(<AdminProviders mocks={mocks}>{ui}</AdminProviders>, { container: root });
}
