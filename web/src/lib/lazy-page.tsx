// Route modules are loaded on demand so the first load carries only the providers and the route table.
import type { ComponentType } from 'react';

/** A lazy route: `lazy: lazyPage(() => import('./x'), 'X')` renders the module's export X (with fixed props). */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  props?: Record<string, unknown>,
) {
  return async () => {
    const module = await load();
    const Component = module[name] as ComponentType<Record<string, unknown>>;
    return { Component: props ? () => <Component {...props} /> : Component };
  };
}
