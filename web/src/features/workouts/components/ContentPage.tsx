// The parts a workout's page and a program's page share: the way back to their list, what stands in while the
// content loads or failed to, and the creator's byline over the card background.
import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Avatar } from '../../../components/avatar/Avatar';
import { RetryAlert } from '../../../components/loading/RetryAlert';
import { creatorHandle, creatorName, type CreatorLike } from '../../../lib/creator-display';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link asChild fontSize="sm" color="fg.muted" alignSelf="start">
      <RouterLink to={to}>
        <ArrowLeft size={14} aria-hidden="true" />
        {label}
      </RouterLink>
    </Link>
  );
}

interface PageFallbackProps {
  back: ReactNode;
  error: { message: string } | undefined;
  errorTitle: string;
  retryLabel: string;
  onRetry: () => Promise<unknown>;
  loading: boolean;
  skeleton: ReactNode;
}

/** The page before its content is there: the error with a retry, or the skeleton while loading. */
export function PageFallback({ back, error, errorTitle, retryLabel, onRetry, loading, skeleton }: PageFallbackProps) {
  return (
    <Stack gap="4">
      {back}
      {error ? (
        <RetryAlert title={errorTitle} message={error.message} retryLabel={retryLabel} onRetry={onRetry} />
      ) : loading ? (
        skeleton
      ) : null}
    </Stack>
  );
}

/** The creator's photo, name and handle; `by` words the name ("By Ana") where the page says so. */
export function CreatorByline({ creator, by }: { creator: CreatorLike | null | undefined; by?: string }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2">
      <Avatar name={creatorName(creator, t)} src={creator?.profilePhoto?.fileUrl} size="sm" decorative />
      <Text>
        {by ? `${by} ` : ''}
        {creatorName(creator, t)}{' '}
        <Text as="span" opacity={0.8}>
          {creator ? creatorHandle(creator, t) : ''}
        </Text>
      </Text>
    </HStack>
  );
}
