// An exercise's videos per creator: the list (grouped by creator, in their order), editing a video's title and
// position, adding one by https address or by uploading a video file, deleting with a confirmation.
import { useMutation } from '@apollo/client/react';
import { Box, Button, Field, Heading, HStack, IconButton, Input, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ExternalLink, Pencil, Plus, Save, Trash2, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/forms/fields';
import { FormStack } from '../../../../components/forms/FormStack';
import { unwrapResult, type FieldErrors } from '../../../../components/forms/mutation-result';
import { VIDEO_URL_EXAMPLE } from '../../constants';
import { useFormErrors } from '../../../../components/forms/use-form-errors';
import { useMediaUpload } from '../../../../components/forms/use-media-upload';
import {
  AdminCreateExerciseVideoDocument,
  AdminDeleteExerciseVideoDocument,
  AdminUpdateExerciseVideoDocument,
  type AdminExerciseDetailFragment,
} from '../../../../gql/graphql';
import { creatorName } from '../../../../lib/creator-display';
import { SortOrderField } from '../../components/form-fields';
import { SubmitButton } from '../../components/SubmitButton';
import { sortOrderError } from '../../lib/sort-order';
import { useDeleteFlow } from '../../lib/use-delete-flow';
import { CreatorSelect, type CreatorOption } from './CreatorSelect';

type Video = AdminExerciseDetailFragment['videos'][number];

export interface VideosPanelProps {
  exerciseCode: string;
  videos: readonly Video[];
  creators: readonly CreatorOption[];
  defaultCreatorId: string;
  onChanged(): Promise<unknown> | void;
}

const TITLE_MAX_CHARS = 200;
const VIDEO_TYPES = 'video/mp4,video/webm';

/** A video's title and position, edited in place. */
function VideoEditForm({ exerciseCode, video, onDone }: { exerciseCode: string; video: Video; onDone(saved: boolean): void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(video.title ?? '');
  const [sortOrder, setSortOrder] = useState<number | ''>(video.sortOrder);
  const { errors, formError, saving, submit } = useFormErrors();
  const [updateVideo] = useMutation(AdminUpdateExerciseVideoDocument);
  const name = video.title || t('admin.videos.untitled');

  const save = async () => {
    const local: FieldErrors = {};
    const orderProblem = sortOrderError(t, sortOrder);
    if (orderProblem) local.sortOrder = orderProblem;
    const saved = await submit(
      local,
      async () => {
        const result = await updateVideo({
          variables: {
            exerciseCode,
            creatorProfileId: video.creatorProfileId,
            exerciseVideoId: video.exerciseVideoId,
            input: { title: title.trim() || null, sortOrder: Number(sortOrder) },
          },
        });
        unwrapResult(result.data?.updateExerciseVideo, t);
      },
      t('admin.videos.saved'),
    );
    if (saved) onDone(true);
  };

  return (
    <FormStack
      gap="3"
      noValidate
      aria-label={t('admin.videos.editForm', { title: name })}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {formError && !Object.keys(errors).length && (
        <Text fontSize="sm" color="red.fg" role="alert">
          {formError}
        </Text>
      )}
      <TextField label={t('admin.videos.title')} value={title} onValueChange={setTitle} maxLength={TITLE_MAX_CHARS} error={errors.title} />
      <SortOrderField value={sortOrder} onValueChange={setSortOrder} error={errors.sortOrder} />
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="blue" loading={saving}>
          <Save aria-hidden="true" />
          {t('admin.videos.saveVideo')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onDone(false)} disabled={saving}>
          {t('admin.common.cancel')}
        </Button>
      </HStack>
    </FormStack>
  );
}

function VideoItem({
  exerciseCode,
  video,
  onDelete,
  onChanged,
}: {
  exerciseCode: string;
  video: Video;
  onDelete(): void;
  onChanged(): Promise<unknown> | void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const name = video.title || t('admin.videos.untitled');
  return (
    <Stack as="li" gap="3" p="3" borderWidth="1px" borderColor="border" borderRadius="md" data-testid="exercise-video">
      <HStack justify="space-between" gap="3" align="flex-start">
        <Box minWidth="0">
          <Text fontWeight="medium">{name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {t('admin.videos.position', { sortOrder: video.sortOrder })}
            {video.videoAsset ? ` · ${t('admin.videos.uploadedFile', { name: video.videoAsset.fileName })}` : ''}
          </Text>
          <Link href={video.videoUrl} target="_blank" rel="noreferrer noopener" fontSize="sm" color="brand.fg" wordBreak="break-all">
            {video.videoUrl}
            <ExternalLink size={12} aria-hidden="true" />
          </Link>
        </Box>
        <HStack gap="1" flexShrink={0}>
          <IconButton
            aria-label={t('admin.videos.edit', { title: name })}
            aria-expanded={editing}
            variant="ghost"
            size="sm"
            onClick={() => setEditing(!editing)}
          >
            <Pencil aria-hidden="true" />
          </IconButton>
          <IconButton aria-label={t('admin.common.deleteNamed', { name })} variant="ghost" colorPalette="red" size="sm" onClick={onDelete}>
            <Trash2 aria-hidden="true" />
          </IconButton>
        </HStack>
      </HStack>
      {editing && (
        <VideoEditForm
          exerciseCode={exerciseCode}
          video={video}
          onDone={(saved) => {
            setEditing(false);
            if (saved) void onChanged();
          }}
        />
      )}
    </Stack>
  );
}

/** An uploaded video file instead of an address: upload, replace or remove it. */
function VideoFileField({
  value,
  onChange,
  description,
  error,
}: {
  value: { mediaAssetId: string; fileName: string } | null;
  onChange(value: { mediaAssetId: string; fileName: string } | null): void;
  description?: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const { inputId, inputRef, uploading, uploadError, onFile, choose } = useMediaUpload({
    description,
    uploadedMessage: t('admin.videos.uploaded'),
    onUploaded: (media) => onChange({ mediaAssetId: media.mediaAssetId, fileName: media.fileName }),
  });
  const shownError = uploadError ?? error;
  return (
    <Field.Root invalid={!!shownError}>
      <Field.Label htmlFor={inputId}>{t('admin.videos.file')}</Field.Label>
      <HStack gap="2" flexWrap="wrap">
        <VisuallyHidden asChild>
          <input ref={inputRef} id={inputId} type="file" accept={VIDEO_TYPES} onChange={(event) => void onFile(event.target.files?.[0])} />
        </VisuallyHidden>
        <Button size="sm" variant="outline" onClick={choose} loading={uploading} loadingText={t('admin.upload.uploading')}>
          <Upload aria-hidden="true" />
          {value ? t('admin.videos.replaceFile') : t('admin.videos.chooseFile')}
        </Button>
        {value && (
          <>
            <Text fontSize="sm" data-testid="video-file-name">
              {t('admin.videos.uploadedFile', { name: value.fileName })}
            </Text>
            <Button size="sm" variant="ghost" onClick={() => onChange(null)} disabled={uploading}>
              {t('admin.videos.removeFile')}
            </Button>
          </>
        )}
      </HStack>
      {shownError ? (
        <Field.ErrorText color="red.fg">{shownError}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('admin.videos.fileHelp')}</Field.HelperText>
      )}
    </Field.Root>
  );
}

export function VideosPanel({ exerciseCode, videos, creators, defaultCreatorId, onChanged }: VideosPanelProps) {
  const { t } = useTranslation();
  const [creatorId, setCreatorId] = useState(defaultCreatorId);
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<{ mediaAssetId: string; fileName: string } | null>(null);
  const [title, setTitle] = useState('');
  const { errors, saving, submit } = useFormErrors();
  const [createVideo] = useMutation(AdminCreateExerciseVideoDocument);
  const [deleteVideo] = useMutation(AdminDeleteExerciseVideoDocument);
  const deletion = useDeleteFlow<Video>({
    title: t('admin.videos.deleteTitle'),
    message: (video) => t('admin.videos.deleteMessage', { title: video.title || t('admin.videos.untitled') }),
    remove: async (video) => {
      const result = await deleteVideo({
        variables: { exerciseCode, creatorProfileId: video.creatorProfileId, exerciseVideoId: video.exerciseVideoId },
      });
      unwrapResult(result.data?.deleteExerciseVideo, t);
    },
    deleted: t('admin.videos.deleted'),
    onDeleted: onChanged,
  });

  const groups = useMemo(() => {
    const byCreator = new Map<string, Video[]>();
    const ordered = [...videos].sort((a, b) => a.sortOrder - b.sortOrder);
    for (const video of ordered) byCreator.set(video.creatorProfileId, [...(byCreator.get(video.creatorProfileId) ?? []), video]);
    return [...byCreator.entries()];
  }, [videos]);

  const chosenCreator = creatorId || creators[0]?.creatorProfileId || '';

  const add = async () => {
    // An address or an uploaded file, never both (the server refuses both).
    const local: FieldErrors = file || url.trim() ? {} : { videoUrl: t('admin.videos.sourceRequired') };
    const source = file ? { videoAssetId: file.mediaAssetId } : { videoUrl: url.trim() };
    const added = await submit(
      local,
      async () => {
        const result = await createVideo({
          variables: {
            exerciseCode,
            creatorProfileId: chosenCreator,
            input: { ...source, ...(title.trim() ? { title: title.trim() } : {}) },
          },
        });
        unwrapResult(result.data?.createExerciseVideo, t);
      },
      t('admin.videos.added'),
    );
    if (!added) return;
    setUrl('');
    setFile(null);
    setTitle('');
    await onChanged();
  };

  return (
    <Stack gap="5">
      {groups.length === 0 && <Text color="fg.muted">{t('admin.videos.none')}</Text>}
      {groups.map(([creatorProfileId, items]) => (
        <Stack key={creatorProfileId} gap="2">
          <Heading as="h3" size="sm">
            {t('admin.videos.byCreator', { name: creatorName(items[0]?.creatorProfile, t) })}
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {items.map((video) => (
              <VideoItem
                key={video.exerciseVideoId}
                exerciseCode={exerciseCode}
                video={video}
                onDelete={() => deletion.ask(video)}
                onChanged={onChanged}
              />
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
        aria-label={t('admin.videos.add')}
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
        noValidate
      >
        <Heading as="h3" size="sm">
          {t('admin.videos.add')}
        </Heading>
        <Field.Root>
          <Field.Label>{t('admin.videos.creator')}</Field.Label>
          <CreatorSelect label={t('admin.videos.creator')} creators={creators} value={chosenCreator} onChange={setCreatorId} />
        </Field.Root>
        <Field.Root invalid={!!errors.videoUrl} required={!file} disabled={!!file}>
          <Field.Label>
            {t('admin.videos.url')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input type="url" value={url} onChange={(event) => setUrl(event.target.value)} placeholder={VIDEO_URL_EXAMPLE} />
          {errors.videoUrl && <Field.ErrorText color="red.fg">{errors.videoUrl}</Field.ErrorText>}
        </Field.Root>
        <VideoFileField value={file} onChange={setFile} description={title.trim() || undefined} error={errors.videoAssetId} />
        <TextField
          label={t('admin.videos.title')}
          value={title}
          onValueChange={setTitle}
          maxLength={TITLE_MAX_CHARS}
          error={errors.title}
        />
        <SubmitButton icon={Plus} label={t('admin.videos.add')} loading={saving} disabled={!chosenCreator} />
      </FormStack>
      {deletion.dialog}
    </Stack>
  );
}
