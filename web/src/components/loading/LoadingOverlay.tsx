// Full-screen loading overlay of spec §1/§9: spinner variants, sizes sm/md/lg, an optional percent progress, and a
// simulated progress that fills over 2–4 s when no real percentage is known. Also a plain page spinner.
import { Box, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIMULATED_PROGRESS_MAX_MS, SIMULATED_PROGRESS_MIN_MS } from '../../lib/constants';

export type LoadingVariant = 'spinner' | 'dots' | 'pulse';
export type LoadingSize = 'sm' | 'md' | 'lg';

const SPINNER_SIZE: Record<LoadingSize, 'sm' | 'lg' | 'xl'> = { sm: 'sm', md: 'lg', lg: 'xl' };
const DOT_SIZE: Record<LoadingSize, string> = { sm: '6px', md: '10px', lg: '14px' };

/** Simulated progress: eases from 0 to 95 % over the duration (clamped to 2–4 s), never claiming to be done. */
export function simulatedPercent(elapsedMs: number, durationMs: number) {
  const duration = Math.min(SIMULATED_PROGRESS_MAX_MS, Math.max(SIMULATED_PROGRESS_MIN_MS, durationMs));
  const t = Math.min(1, Math.max(0, elapsedMs / duration));
  return Math.round(95 * (1 - Math.pow(1 - t, 2)));
}

function useSimulatedProgress(enabled: boolean, durationMs: number) {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const started = performance.now();
    const id = window.setInterval(() => setPercent(simulatedPercent(performance.now() - started, durationMs)), 100);
    return () => window.clearInterval(id);
  }, [enabled, durationMs]);
  return percent;
}

export function LoadingIndicator({ variant = 'spinner', size = 'md' }: { variant?: LoadingVariant; size?: LoadingSize }) {
  if (variant === 'dots') {
    return (
      <Box display="flex" gap="2" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <Box
            key={index}
            width={DOT_SIZE[size]}
            height={DOT_SIZE[size]}
            borderRadius="full"
            bg="brand.solid"
            animation="bounce 1s infinite"
            style={{ animationDelay: `${index * 150}ms` }}
          />
        ))}
      </Box>
    );
  }
  if (variant === 'pulse') {
    const px = { sm: '24px', md: '40px', lg: '56px' }[size];
    return (
      <Box width={px} height={px} borderRadius="full" bg="brand.solid" animation="pulse 1.2s ease-in-out infinite" aria-hidden="true" />
    );
  }
  return <Spinner size={SPINNER_SIZE[size]} color="brand.solid" borderWidth={size === 'lg' ? '4px' : '3px'} aria-hidden="true" />;
}

/**
 * A plain bar rather than Chakra's Progress: the overlay is what shows while the app itself loads, and its state
 * machine cost the loading page work ten times a second. The width is a style, so no new class per step.
 */
function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.max(0, Math.min(100, percent));
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      width="200px"
      height="2"
      borderRadius="full"
      bg="bg.emphasized"
      overflow="hidden"
    >
      <Box height="100%" bg="brand.solid" transition="width 0.1s linear" style={{ width: `${value}%` }} />
    </Box>
  );
}

export interface LoadingOverlayProps {
  variant?: LoadingVariant;
  size?: LoadingSize;
  /** A real percentage (0–100); omit it to show no bar, or set simulateProgress for a 2–4 s simulated one. */
  progress?: number;
  simulateProgress?: boolean;
  simulatedDurationMs?: number;
  label?: string;
  /** Cover the viewport (default) or only the parent box. */
  fullScreen?: boolean;
}

export function LoadingOverlay({
  variant = 'spinner',
  size = 'md',
  progress,
  simulateProgress = false,
  simulatedDurationMs = 3000,
  label: givenLabel,
  fullScreen = true,
}: LoadingOverlayProps) {
  const { t } = useTranslation();
  const label = givenLabel ?? t('app.loading.label');
  const simulated = useSimulatedProgress(simulateProgress && progress === undefined, simulatedDurationMs);
  const percent = progress ?? (simulateProgress ? simulated : undefined);
  return (
    <Center
      position={fullScreen ? 'fixed' : 'absolute'}
      inset="0"
      zIndex="overlay"
      bg="bg/85"
      backdropFilter="blur(2px)"
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-testid="loading-overlay"
    >
      <Stack align="center" gap="4" minWidth="200px">
        <LoadingIndicator variant={variant} size={size} />
        <Text fontSize={size === 'sm' ? 'sm' : 'md'} color="fg.muted">
          {label}
          {percent !== undefined ? ` ${t('app.loading.progress', { percent: Math.round(percent) })}` : '…'}
        </Text>
        {percent !== undefined && <ProgressBar percent={percent} label={label} />}
      </Stack>
    </Center>
  );
}

/** The spinner shown while the session or a page loads (§4: 'a spinner shows'). */
export function PageSpinner({ label: givenLabel }: { label?: string }) {
  const { t } = useTranslation();
  const label = givenLabel ?? t('app.loading.label');
  return (
    <Center minHeight="60dvh" role="status" aria-live="polite" data-testid="page-spinner">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.solid" aria-hidden="true" />
        <Text color="fg.muted" fontSize="sm">
          {label}…
        </Text>
      </Stack>
    </Center>
  );
}
