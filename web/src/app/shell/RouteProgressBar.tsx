// The route progress bar of spec §4/§9: shows when a navigation starts (at least 8 %), creeps towards 90 % while the
// route module and data load, and hides when the navigation completes or fails.
import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import { PROGRESS_BAR_MIN_PERCENT } from '../../lib/constants';

export function RouteProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (busy) {
      setProgress(PROGRESS_BAR_MIN_PERCENT);
      const id = window.setInterval(
        () => setProgress((value) => Math.min(90, (value ?? PROGRESS_BAR_MIN_PERCENT) + (90 - (value ?? 0)) * 0.12)),
        200,
      );
      return () => window.clearInterval(id);
    }
    setProgress((value) => (value === null ? null : 100));
    const id = window.setTimeout(() => setProgress(null), 250);
    return () => window.clearTimeout(id);
  }, [busy]);

  if (progress === null) return null;
  return (
    <Box
      position="fixed"
      top="0"
      left="0"
      right="0"
      height="3px"
      zIndex="toast"
      pointerEvents="none"
      role="progressbar"
      aria-label={t('app.shell.loadingPage')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      data-testid="route-progress"
    >
      <Box
        height="100%"
        bg="brand.solid"
        width={`${progress}%`}
        transition="width 0.2s ease-out"
        boxShadow="0 0 8px var(--chakra-colors-blue-400)"
      />
    </Box>
  );
}
