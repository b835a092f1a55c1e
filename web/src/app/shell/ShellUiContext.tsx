// Shell-wide UI state shared by the sidebar, the headers and the account menu: the feedback dialog and the mobile
// navigation drawer.
import { createContext, useContext } from 'react';

export interface ShellUi {
  openFeedback(): void;
  openMobileNav(): void;
}

const noop = () => {};
export const ShellUiContext = createContext<ShellUi>({ openFeedback: noop, openMobileNav: noop });

export function useShellUi(): ShellUi {
  return useContext(ShellUiContext);
}
