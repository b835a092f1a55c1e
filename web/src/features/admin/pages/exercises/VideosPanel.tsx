// An exercise's videos per creator: the list (grouped by creator), adding an https address, deleting with a
// confirmation.
import { useMutation } from '@apollo/client/react';
import { Box, Button, Field, Heading, HStack, IconButton, Input, Link, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { notify } from '../../../../components/toaster/toaster';
import {
  AdminCreateExerciseVideoDocument,
  AdminDeleteExerciseVideoDocument,
  type AdminExerciseDetailFragment,
} from '../../../../gql/graphql';
import { creatorName } from '../../../../lib/creator-display';
import { DeleteConfirm } from '../../components/DeleteConfirm';
import { FormStack } from '../../components/FormStack';
import { describeFailure, unwrapResult, type FieldErrors } from '../../lib/mutation-result';
import { adminStrings } from '../../strings';
import { CreatorSelect, type CreatorOption } from './CreatorSelect';

type Video = AdminExerciseDetailFragment['videos'][number];

export interface VideosPanelProps {
  exerciseCode: string;
  videos: readonly Video[];
  creators: readonly CreatorOption[];
  defaultCreatorId: string;
  onChanged(): Promise<unknown> | void;
}

const t = adminStrings.videos;

export function VideosPanel({ exerciseCode, videos, creators, defaultCreatorId, onChanged }: VideosPanelProps) {
  const [creatorId, setCreatorId] = useState(defaultCreatorId);
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [deleting, setDeleting] = useState<Video | null>(null);
  const [createVideo, { loading: creating }] = useMutation(AdminCreateExerciseVideoDocument);
  const [deleteVideo] = useMutation(AdminDeleteExerciseVideoDocument);

  const groups = useMemo(() => {
    const byCreator = new Map<string, Video[]>();
    for (const video of videos) byCreator.set(video.creatorProfileId, [...(byCreator.get(video.creatorProfileId) ?? []), video]);
    return [...byCreator.entries()];
  }, [videos]);

  const chosenCreator = creatorId || creators[0]?.creatorProfileId || '';

  const add = async () => {
    if (!url.trim()) {
      setErrors({ videoUrl: t.urlRequired });
      return;
    }
    setErrors({});
    try {
      const result = await createVideo({
        variables: {
          exerciseCode,
          creatorProfileId: chosenCreator,
          input: { videoUrl: url.trim(), ...(title.trim() ? { title: title.trim() } : {}) },
        },
      });
      unwrapResult(result.data?.createExerciseVideo);
      notify.success(t.added);
      setUrl('');
      setTitle('');
      await onChanged();
    } catch (cause) {
      const failure = describeFailure(cause);
      setErrors(failure.fields);
      if (!Object.keys(failure.fields).length) notify.error(failure.message);
    }
  };

  const remove = async (video: Video) => {
    try {
      const result = await deleteVideo({
        variables: { exerciseCode, creatorProfileId: video.creatorProfileId, exerciseVideoId: video.exerciseVideoId },
      });
      unwrapResult(result.data?.deleteExerciseVideo);
      notify.success(adminStrings.common.deleted('Video'));
      setDeleting(null);
      await onChanged();
    } catch (cause) {
      notify.error(describeFailure(cause).message);
    }
  };

  return (
    <Stack gap="5">
      {groups.length === 0 && <Text color="fg.muted">{t.none}</Text>}
      {groups.map(([creatorProfileId, items]) => (
        <Stack key={creatorProfileId} gap="2">
          <Heading as="h3" size="sm">
            {t.byCreator(creatorName(items[0]?.creatorProfile))}
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {items.map((video) => (
              <HStack
                as="li"
                key={video.exerciseVideoId}
                justify="space-between"
                gap="3"
                p="3"
                borderWidth="1px"
                borderColor="border"
                borderRadius="md"
              >
                <Box minWidth="0">
                  <Text fontWeight="medium">{video.title || t.untitled}</Text>
                  <Link
                    href={video.videoUrl}
                    target="_blank"
                    rel="noreferrer noopener"
                    fontSize="sm"
                    color="brand.fg"
                    wordBreak="break-all"
                  >
                    {video.videoUrl}
                    <ExternalLink size={12} aria-hidden="true" />
                  </Link>
                </Box>
                <IconButton
                  aria-label={`${adminStrings.common.delete} ${video.title || t.untitled}`}
                  variant="ghost"
                  colorPalette="red"
                  size="sm"
                  onClick={() => setDeleting(video)}
                >
                  <Trash2 aria-hidden="true" />
                </IconButton>
              </HStack>
            ))}
          </Stack>
        </Stack>
      ))}
      <FormStack
        gap="3"
        p="4"
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
        noValidate
      >
        <Heading as="h3" size="sm">
          {t.add}
        </Heading>
        <Field.Root>
          <Field.Label>{t.creator}</Field.Label>
          <CreatorSelect label={t.creator} creators={creators} value={chosenCreator} onChange={setCreatorId} />
        </Field.Root>
        <Field.Root invalid={!!errors.videoUrl} required>
          <Field.Label>
            {t.url}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input type="url" value={url} onChange={(event) => setUrl(event.target.value)} placeholder="https://www.youtube.com/watch?v=…" />
          {errors.videoUrl && <Field.ErrorText color="red.fg">{errors.videoUrl}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!errors.title}>
          <Field.Label>{t.title}</Field.Label>
          <Input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={200} />
          {errors.title && <Field.ErrorText color="red.fg">{errors.title}</Field.ErrorText>}
        </Field.Root>
        <Box>
          <Button type="submit" size="sm" colorPalette="blue" loading={creating} disabled={!chosenCreator}>
            <Plus aria-hidden="true" />
            {t.add}
          </Button>
        </Box>
      </FormStack>
      <DeleteConfirm
        open={!!deleting}
        what={t.deleteWhat}
        message={t.deleteMessage(deleting?.title || t.untitled)}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
