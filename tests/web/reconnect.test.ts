import { describe, expect, it, vi } from 'vitest';
import { createApolloClient, refetchOnReconnect } from '../../web/src/lib/apollo';

describe('revalidation on reconnect (§7)', () => {
  it('refetches the active queries each time the browser comes back online, until stopped', () => {
    const client = createApolloClient('http://localhost/graphql');
    const refetch = vi
      .spyOn(client, 'refetchQueries')
      .mockImplementation(() => Object.assign(Promise.resolve([]), { queries: [], results: [] }));
    const stop = refetchOnReconnect(client);
    window.dispatchEvent(new Event('offline'));
    expect(refetch).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    expect(refetch).toHaveBeenCalledTimes(2);
    expect(refetch).toHaveBeenCalledWith({ include: 'active' });
    stop();
    window.dispatchEvent(new Event('online'));
    expect(refetch).toHaveBeenCalledTimes(2);
  });
});
