// A message to the feed, for buddies or everyone. The posted item goes on top of the cached feed at once; the live
// echo of it is recognised and not added twice.
import { useMutation } from '@apollo/client/react';
import { Button, Field, HStack, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/toaster/toaster';
import { HomiesPostToFeedDocument } from '../../../gql/graphql';
import { describeFailure, unwrapResult } from '../../../components/forms/mutation-result';
import { prependFeedItem } from '../cache';

const MESSAGE_MAX = 1000;
const AUDIENCES = ['BUDDIES', 'PUBLIC'] as const;
type Audience = (typeof AUDIENCES)[number];

export function FeedComposer() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [audience, setAudience] = useState<Audience>('BUDDIES');
  const audienceId = useId();
  const [post, posting] = useMutation(HomiesPostToFeedDocument, {
    update(cache, result) {
      if (result.data?.postToFeed.__typename === 'MutationPostToFeedSuccess') prependFeedItem(cache, result.data.postToFeed.data);
    },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    try {
      unwrapResult((await post({ variables: { message, visibility: audience } })).data?.postToFeed, t);
      setText('');
      notify.success(t('homies.composer.posted'));
    } catch (error) {
      notify.error(t('homies.composer.failed'), { description: describeFailure(error).message });
    }
  };
  return (
    <Stack as="form" gap="2" onSubmit={(event) => void submit(event)} aria-label={t('homies.composer.label')} data-testid="feed-composer">
      <Textarea
        aria-label={t('homies.composer.label')}
        placeholder={t('homies.composer.placeholder')}
        rows={2}
        maxLength={MESSAGE_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoresize
      />
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Field.Root orientation="horizontal" width="auto" gap="2">
          <Field.Label htmlFor={audienceId} fontSize="sm" whiteSpace="nowrap">
            {t('homies.composer.audience')}
          </Field.Label>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field id={audienceId} value={audience} onChange={(event) => setAudience(event.target.value as Audience)}>
              {AUDIENCES.map((value) => (
                <option key={value} value={value}>
                  {t(`homies.composer.audiences.${value}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button size="sm" type="submit" disabled={!text.trim()} loading={posting.loading}>
          <Send aria-hidden="true" />
          {t('homies.composer.post')}
        </Button>
      </HStack>
    </Stack>
  );
}
