// The empty layout (§2.1): /auth/*, /onboarding/*, error pages, /debug and '/'. No sidebar and no app header; each
// page brings its own <main> (PageMain).
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SkipLink } from './ShellFrame';

export function PageMain({ children }: { children: ReactNode }) {
  return (
    <Box as="main" id="main-content" tabIndex={-1} outline="none" flex="1">
      {children}
    </Box>
  );
}

export function EmptyLayout() {
  return (
    <>
      <SkipLink />
      <Box minHeight="100dvh" display="flex" flexDirection="column">
        <Outlet />
      </Box>
    </>
  );
}
