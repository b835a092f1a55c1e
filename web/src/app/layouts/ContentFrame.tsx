// The page area of the signed-in layouts (§2.7): the main landmark, the fixed-width option (864 px, 1064 px on xl,
// on wide screens), the outer border and the scroll allowance, as the page shell settings say; above the page, the
// notice that the browser is offline.
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FIXED_CONTENT_WIDTH, FIXED_CONTENT_WIDTH_XL } from '../../lib/constants';
import { usePageShellSettings } from '../../lib/page-shell';
import { OfflineNotice } from '../shell/OfflineNotice';

export function ContentFrame({ children }: { children: ReactNode }) {
  const { fixedWidth, outerBorder, scrollAllowance } = usePageShellSettings();
  return (
    <Box
      as="main"
      id="main-content"
      tabIndex={-1}
      flex="1"
      // A wide table scrolls inside its own area: the page never grows wider than the screen for it.
      minWidth="0"
      px={{ base: '3', md: '5', lg: '6' }}
      pt={{ base: '4', md: '6' }}
      pb={scrollAllowance ? { base: '24', md: '16' } : { base: '4', md: '6' }}
      outline="none"
      data-fixed-width={fixedWidth ? 'true' : 'false'}
    >
      <Box
        mx="auto"
        width="100%"
        maxWidth={fixedWidth ? { base: '100%', lg: `${FIXED_CONTENT_WIDTH}px`, xl: `${FIXED_CONTENT_WIDTH_XL}px` } : '1536px'}
        bg={outerBorder ? { lg: 'surface' } : undefined}
        borderWidth={outerBorder ? { base: '0', lg: '1px' } : '0'}
        borderColor="border"
        borderRadius={outerBorder ? { lg: '2xl' } : undefined}
        p={outerBorder ? { base: '0', lg: '8' } : '0'}
        data-testid="content-frame"
      >
        <OfflineNotice />
        {children}
      </Box>
    </Box>
  );
}
