// An item's comments, oldest first, opened under the item: read a page at a time, add one (it joins the cached list
// and the item's counter without asking the server again), delete those the viewer may.
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, HStack, IconButton, Input, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { notify } from '../../../components/toaster/toaster';
import {
  HomiesAddFeedCommentDocument,
  HomiesDeleteFeedCommentDocument,
  HomiesFeedCommentsDocument,
  type FeedComment_CommentFragment,
} from '../../../gql/graphql';
import { describeFailure, unwrapResult } from '../../../components/forms/mutation-result';
import { countComment } from '../cache';
import { formatExactTime, formatRelativeTime, memberName } from '../format';
import { MemberLink } from './MemberLink';

export const COMMENTS_PAGE_SIZE = 20;

function Comment({ comment, now }: { comment: FeedComment_CommentFragment; now: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [remove, removing] = useMutation(HomiesDeleteFeedCommentDocument, {
    update(cache, { data }) {
      if (data?.deleteFeedComment.__typename !== 'MutationDeleteFeedCommentSuccess') return;
      cache.evict({ id: cache.identify({ __typename: 'FeedComment', feedCommentId: comment.feedCommentId }) });
      cache.gc();
      countComment(cache, comment.feedItemId, -1);
    },
  });
  return (
    <HStack as="li" align="start" justify="space-between" gap="2" data-testid="feed-comment">
      <Stack gap="1" minWidth="0">
        <MemberLink
          member={comment.author}
          detail={
            <chakra.time dateTime={comment.createdAt} title={formatExactTime(comment.createdAt, language)}>
              {formatRelativeTime(comment.createdAt, now, language, t)}
            </chakra.time>
          }
        />
        <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere" pl="11">
          {comment.body}
        </Text>
      </Stack>
      {comment.viewerCanDelete ? (
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('homies.comments.delete', { name: memberName(comment.author) })}
          loading={removing.loading}
          onClick={() =>
            void remove({ variables: { feedItemId: comment.feedItemId, feedCommentId: comment.feedCommentId } })
              .then((result) => unwrapResult(result.data?.deleteFeedComment, t))
              .catch((error: unknown) => notify.error(t('homies.comments.deleteFailed'), { description: describeFailure(error).message }))
          }
        >
          <Trash2 aria-hidden="true" />
        </IconButton>
      ) : null}
    </HStack>
  );
}

export function FeedComments({ feedItemId, id, now }: { feedItemId: string; id: string; now: number }) {
  const { t } = useTranslation();
  const variables = { feedItemId, first: COMMENTS_PAGE_SIZE };
  const { data, loading, fetchMore } = useQuery(HomiesFeedCommentsDocument, { variables });
  const [text, setText] = useState('');
  const [add, adding] = useMutation(HomiesAddFeedCommentDocument, {
    update(cache, result) {
      const answer = result.data?.addFeedComment;
      if (answer?.__typename !== 'MutationAddFeedCommentSuccess') return;
      const comment = answer.data;
      cache.updateQuery({ query: HomiesFeedCommentsDocument, variables }, (current) =>
        current && !current.feedComments.edges.some((edge) => edge.node.feedCommentId === comment.feedCommentId)
          ? {
              feedComments: {
                ...current.feedComments,
                totalCount: current.feedComments.totalCount + 1,
                edges: [...current.feedComments.edges, { __typename: 'QueryFeedCommentsConnectionEdge' as const, node: comment }],
              },
            }
          : current,
      );
      countComment(cache, feedItemId, 1);
    },
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const connection = data?.feedComments;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) return;
    try {
      unwrapResult((await add({ variables: { feedItemId, body } })).data?.addFeedComment, t);
      setText('');
    } catch (error) {
      notify.error(t('homies.comments.failed'), { description: describeFailure(error).message });
    }
  };

  return (
    <Stack gap="3" pt="3" borderTopWidth="1px" borderColor="border" id={id} role="region" aria-label={t('homies.comments.label')}>
      {loading && !connection ? <Skeleton height="8" /> : null}
      {connection && !connection.edges.length ? (
        <Text fontSize="sm" color="fg.muted">
          {t('homies.comments.none')}
        </Text>
      ) : null}
      <Stack as="ul" gap="3" listStyleType="none">
        {connection?.edges.map(({ node }) => (
          <Comment key={node.feedCommentId} comment={node} now={now} />
        ))}
      </Stack>
      {connection?.pageInfo.hasNextPage ? (
        <Button
          size="xs"
          variant="ghost"
          alignSelf="start"
          loading={loadingMore}
          onClick={() => {
            setLoadingMore(true);
            void fetchMore({ variables: { after: connection.pageInfo.endCursor } })
              .catch(() => undefined)
              .finally(() => setLoadingMore(false));
          }}
        >
          {t('homies.comments.more')}
        </Button>
      ) : null}
      <HStack as="form" gap="2" onSubmit={(event) => void submit(event)}>
        <Input
          size="sm"
          aria-label={t('homies.comments.write')}
          placeholder={t('homies.comments.write')}
          maxLength={500}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button size="sm" type="submit" loading={adding.loading} disabled={!text.trim()}>
          {t('homies.comments.send')}
        </Button>
      </HStack>
    </Stack>
  );
}
