// One feed item, drawn by what it is: a finished workout (with the records it set), a published workout or program,
// a member's post or a product update. Under it: props, the comments (opened on demand) and, for the author, deletion.
import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Card, HStack, IconButton, Link, Menu, Portal, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { CalendarRange, Dumbbell, Megaphone, MessageCircle, MoreVertical, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../../../i18n';
import { Avatar } from '../../../components/avatar/Avatar';
import { ConfirmDialog } from '../../../components/overlays/ConfirmDialog';
import { notify } from '../../../components/toaster/toaster';
import { HomiesDeleteFeedItemDocument, type FeedCard_ItemFragment } from '../../../gql/graphql';
import { describeFailure, unwrapResult } from '../../../components/forms/mutation-result';
import { removeFeedItem } from '../cache';
import { counted, formatExactTime, formatRelativeTime, formatWorkoutLength, memberName } from '../format';
import { FeedComments } from './FeedComments';
import { FeedLog } from './FeedLog';
import { FeedSession } from './FeedSession';
import { memberPath } from './MemberLink';
import { PropsButton } from './PropsButton';

function ItemMenu({ item }: { item: FeedCard_ItemFragment }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [remove] = useMutation(HomiesDeleteFeedItemDocument, {
    update: (cache, { data }) => {
      if (data?.deleteFeedItem.__typename === 'MutationDeleteFeedItemSuccess') removeFeedItem(cache, item.feedItemId);
    },
  });
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t('homies.card.menu', { name: memberName(item.actor) })}
            data-testid="feed-item-menu"
          >
            <MoreVertical aria-hidden="true" />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="delete" color="fg.error" onSelect={() => setConfirming(true)}>
                <Trash2 size={14} aria-hidden="true" />
                {t('homies.card.delete')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ConfirmDialog
        open={confirming}
        title={t('homies.card.deleteTitle')}
        message={t('homies.card.deleteMessage')}
        confirmLabel={t('homies.card.delete')}
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove({ variables: { feedItemId: item.feedItemId } })
            .then((result) => {
              unwrapResult(result.data?.deleteFeedItem, t);
              notify.success(t('homies.card.deleted'));
            })
            .catch((error: unknown) => notify.error(t('homies.card.deleteFailed'), { description: describeFailure(error).message }))
            .finally(() => setConfirming(false))
        }
      />
    </>
  );
}

function Body({ item }: { item: FeedCard_ItemFragment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const log = item.workoutLog;
  switch (item.contentType) {
    case 'WORKOUT_LOG':
      return log ? <FeedLog log={log} /> : null;
    case 'WORKOUT':
      return item.workout ? (
        <HStack gap="2">
          <Dumbbell size={16} aria-hidden="true" />
          <Stack gap="0">
            <Link asChild fontWeight="semibold">
              <RouterLink to={`/w/${item.workout.workoutId}`}>{item.workout.workoutTitle}</RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {t('homies.card.exercises', counted(item.workout.exerciseCount, language))}
              {item.workout.estimatedDuration ? ` · ${formatWorkoutLength(item.workout.estimatedDuration)}` : ''}
            </Text>
          </Stack>
        </HStack>
      ) : null;
    case 'WORKOUT_PROGRAM':
      return item.program ? (
        <HStack gap="2">
          <CalendarRange size={16} aria-hidden="true" />
          <Stack gap="0">
            <Link asChild fontWeight="semibold">
              <RouterLink to={`/programs/${item.program.programId}`}>{item.program.programTitle}</RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {t('homies.card.weeks', counted(item.program.weekCount, language))} ·{' '}
              {t('homies.card.days', counted(item.program.workoutDayCount, language))}
            </Text>
          </Stack>
        </HStack>
      ) : null;
    case 'TRAINING_SESSION':
      return item.trainingSession ? <FeedSession session={item.trainingSession} /> : null;
    default:
      return null;
  }
}

export function FeedCard({ item, now }: { item: FeedCard_ItemFragment; now: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const commentsId = useId();
  const name = memberName(item.actor);
  return (
    <Card.Root as="li" variant="outline" data-testid="feed-item" data-content-type={item.contentType}>
      <Card.Body gap="3" p={{ base: '3', md: '4' }}>
        <HStack gap="3" align="start">
          <Avatar name={name} src={item.actor.profilePhotoUrl} size="md" decorative />
          <Box flex="1" minWidth="0">
            <Text fontSize="sm">
              <Link asChild fontWeight="semibold">
                <RouterLink to={memberPath(item.actor.userName)}>{name}</RouterLink>
              </Link>{' '}
              {t(`homies.headlines.${item.contentType}`)}
            </Text>
            <HStack gap="2" fontSize="xs" color="fg.muted">
              <chakra.time dateTime={item.createdAt} title={formatExactTime(item.createdAt, language)}>
                {formatRelativeTime(item.createdAt, now, language, t)}
              </chakra.time>
              {item.contentType === 'UPDATE' ? (
                <Badge size="sm" colorPalette="purple">
                  <Megaphone size={10} aria-hidden="true" />
                  {t('homies.card.update')}
                </Badge>
              ) : (
                <Text as="span">· {t(`homies.card.visibility.${item.visibility}`)}</Text>
              )}
            </HStack>
          </Box>
          {item.viewerCanDelete ? <ItemMenu item={item} /> : null}
        </HStack>
        {item.message ? (
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {item.message}
          </Text>
        ) : null}
        <Body item={item} />
        <HStack gap="1">
          <PropsButton item={item} />
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={open}
            aria-controls={open ? commentsId : undefined}
            onClick={() => setOpen(!open)}
          >
            <MessageCircle aria-hidden="true" />
            {t('homies.card.comments', counted(item.commentCount, language))}
          </Button>
        </HStack>
        {open ? <FeedComments feedItemId={item.feedItemId} id={commentsId} now={now} /> : null}
      </Card.Body>
    </Card.Root>
  );
}

export function FeedCardSkeleton() {
  return (
    <Card.Root variant="outline" aria-hidden="true">
      <Card.Body gap="3" p="4">
        <HStack gap="3">
          <Skeleton boxSize="10" borderRadius="full" />
          <Stack gap="1" flex="1">
            <Skeleton height="4" width="50%" />
            <Skeleton height="3" width="25%" />
          </Stack>
        </HStack>
        <Skeleton height="5" width="70%" />
        <Skeleton height="16" />
        <Skeleton height="8" width="40%" />
      </Card.Body>
    </Card.Root>
  );
}
