// Query variables that come from the router, handed to Apollo only once the route change has committed.
//
// React Router renders a navigation (a click, back/forward) inside a transition. Apollo's useQuery starts the new
// request during that render and its store updates synchronously; the update interrupts the transition, the
// committed (old) tree renders again with the old variables, which restarts the old query, which interrupts the
// transition again: the page never shows the new URL and requests alternate without end. Passing the variables
// through committed state breaks the loop: the transition commits with the variables unchanged, then an ordinary
// update moves the query to the new ones.
import { useEffect, useState } from 'react';

export function useCommittedValue<T>(value: T): T {
  const key = JSON.stringify(value);
  const [committed, setCommitted] = useState({ key, value });
  useEffect(() => {
    setCommitted((previous) => (previous.key === key ? previous : { key, value }));
  }, [key, value]);
  return committed.key === key ? value : committed.value;
}
