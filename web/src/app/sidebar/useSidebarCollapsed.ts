// The sidebar's collapsed/expanded choice (§2.3), kept in local storage under 'sidebar-collapsed'. Storage failures
// are logged (§8) by lib/storage and the choice still applies for this visit.
import { useCallback, useState } from 'react';
import { SIDEBAR_STORAGE_KEY } from '../../lib/constants';
import { readStorage, writeStorage } from '../../lib/storage';

export function readSidebarCollapsed(): boolean {
  return readStorage(SIDEBAR_STORAGE_KEY) === 'true';
}

export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsedState] = useState(readSidebarCollapsed);
  const setCollapsed = useCallback((value: boolean) => {
    setCollapsedState(value);
    writeStorage(SIDEBAR_STORAGE_KEY, String(value));
  }, []);
  return [collapsed, setCollapsed];
}
