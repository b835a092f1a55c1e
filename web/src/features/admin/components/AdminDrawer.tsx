// The shared AppDrawer for the admin's edit forms, with two guards:
// - the title stays the last one shown while the drawer animates closed (the page has already cleared what was
//   being edited), so the dialog never goes unnamed;
// - each opening mounts a fresh drawer. Reopening while the previous one is still animating closed otherwise
//   remounts its backdrop after the positioner, and with the same z-index the backdrop then covers the form.
import { useState, type ReactNode } from 'react';
import { AppDrawer } from '../../../components/overlays/AppDrawer';

export function AdminDrawer({ open, onClose, title, children }: { open: boolean; onClose(): void; title: string; children?: ReactNode }) {
  const [shownTitle, setShownTitle] = useState(title);
  const [session, setSession] = useState({ open, key: 0 });
  if (title && title !== shownTitle) setShownTitle(title);
  if (open !== session.open) setSession({ open, key: open ? session.key + 1 : session.key });
  return (
    <AppDrawer key={session.key} open={open} onClose={onClose} title={title || shownTitle}>
      {children}
    </AppDrawer>
  );
}
