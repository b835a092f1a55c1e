// An exercise's videos, grouped per creator (pinned and verified creators first, as the server orders them):
// YouTube and Vimeo in their players, uploaded or direct files in <video controls>, other addresses as links.
import { useQuery } from '@apollo/client/react';
import { AspectRatio, Button, Heading, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExerciseVideosDocument, type ExerciseVideosQuery } from '../../../gql/graphql';
import { creatorName } from '../../../lib/creator-display';
import { usePreloadedFetchPolicy } from '../../../lib/preload';
import { videoEmbed } from '../video';
import { CreatorCredit } from './CreatorCredit';

type Video = ExerciseVideosQuery['exerciseVideos']['edges'][number]['node'];

/** Videos per creator, in the server's order of first appearance. */
export function groupByCreator(videos: readonly Video[]) {
  const groups = new Map<string, { creator: Video['creatorProfile']; videos: Video[] }>();
  for (const video of videos) {
    const key = video.creatorProfile.creatorProfileId;
    const group = groups.get(key) ?? { creator: video.creatorProfile, videos: [] };
    group.videos.push(video);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function VideoPlayer({ video, exerciseName }: { video: Video; exerciseName: string }) {
  const { t } = useTranslation();
  const title =
    video.title?.trim() || t('flexicon.exercise.videoTitle', { exercise: exerciseName, creator: creatorName(video.creatorProfile, t) });
  const embed = videoEmbed(video.videoUrl, video.videoAsset?.fileFormat);
  return (
    <Stack gap="2" data-testid="exercise-video">
      {embed.kind === 'iframe' ? (
        <AspectRatio ratio={16 / 9} borderRadius="lg" overflow="hidden" bg="bg.muted">
          <iframe
            src={embed.src}
            title={title}
            loading="lazy"
            allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            style={{ border: 0 }}
          />
        </AspectRatio>
      ) : embed.kind === 'file' ? (
        <AspectRatio ratio={16 / 9} borderRadius="lg" overflow="hidden" bg="black">
          <video controls preload="metadata" poster={video.thumbnail?.fileUrl ?? undefined} aria-label={title}>
            <source src={embed.src} type={embed.type} />
          </video>
        </AspectRatio>
      ) : (
        <Link href={embed.href} target="_blank" rel="noopener noreferrer">
          {t('flexicon.exercise.watchVideo')}
          <ExternalLink size={14} aria-hidden="true" />
        </Link>
      )}
      <Text fontSize="sm" color="fg.muted">
        {title}
      </Text>
    </Stack>
  );
}

export function VideosSection({ exerciseCode, exerciseName }: { exerciseCode: string; exerciseName: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const variables = { exerciseCode };
  const fetchPolicies = usePreloadedFetchPolicy(ExerciseVideosDocument, variables);
  const { data, loading, error, refetch } = useQuery(ExerciseVideosDocument, { variables, ...fetchPolicies });
  const videos = data?.exerciseVideos.edges.map((edge) => edge.node) ?? [];
  return (
    <Stack gap="4" as="section" aria-labelledby={headingId} data-testid="exercise-videos">
      <Heading as="h2" size="lg" id={headingId}>
        {t('flexicon.exercise.videos')}
      </Heading>
      {error && !data ? (
        <Stack direction="row" align="center" gap="3">
          <Text color="fg.error">{t('flexicon.exercise.videosError')}</Text>
          <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            {t('flexicon.retry')}
          </Button>
        </Stack>
      ) : loading && !data ? (
        <Skeleton height="48" borderRadius="lg" />
      ) : videos.length ? (
        <Stack gap="6">
          {groupByCreator(videos).map((group) => (
            <Stack key={group.creator.creatorProfileId} gap="3">
              <CreatorCredit creator={group.creator} />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {group.videos.map((video) => (
                  <VideoPlayer key={video.exerciseVideoId} video={video} exerciseName={exerciseName} />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">{t('flexicon.exercise.noVideos')}</Text>
      )}
    </Stack>
  );
}
