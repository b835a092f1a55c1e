// The program builder at /programs/create and /programs/{programId}/edit: title and description, weeks of seven
// days (each opened in the day editor), copying a week forward, and the publish settings. The server's messages
// show at the day or field they name.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Field,
  Grid,
  Heading,
  HStack,
  IconButton,
  Input,
  Link,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { CopyPlus, Minus, Plus, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { SelectField } from '../../../components/forms/fields';
import { describeFailure, MutationFailure, unwrapResult } from '../../../components/forms/mutation-result';
import { notify } from '../../../components/toaster/toaster';
import {
  CreateProgramDocument,
  ProgramBackgroundsDocument,
  ProgramPageDocument,
  PublishCreatorProfilesDocument,
  UpdateProgramDocument,
} from '../../../gql/graphql';
import { BackgroundChooser, backgroundOptionsOf } from '../../workout-builder/components/BackgroundChooser';
import { usePageShell } from '../../../lib/page-shell';
import { breadcrumbsFor } from '../../../app/headers/breadcrumbs';
import { useSession } from '../../auth/session';
import { programPagePath } from '../actions';
import { copyWeek, daysInput, draftOf, errorsBySlot, newDraft, slotKey, type DraftProgram } from '../builder';
import { DayEditor, EMPTY_DAY } from '../components/DayEditor';
import { DAY_STYLE, DAYS_PER_WEEK } from '../components/days';

const MAX_WEEKS = 52;
const STATUSES = ['DRAFT', 'PUBLISHED'] as const;
const VISIBILITIES: DraftProgram['visibility'][] = ['PUBLIC', 'BUDDIES', 'PRIVATE'];

export function ProgramBuilderPage() {
  const { t } = useTranslation();
  const { programId } = useParams();
  const existing = useQuery(ProgramPageDocument, { variables: { programId: programId ?? '' }, skip: !programId });
  const loaded = existing.data?.program;
  if (programId && !loaded) return <Text role="status">{existing.error ? existing.error.message : t('programs.pageLoading')}</Text>;
  return <Builder key={programId ?? 'new'} programId={programId ?? null} initial={loaded ? draftOf(loaded) : newDraft()} />;
}

function Builder({ programId, initial }: { programId: string | null; initial: DraftProgram }) {
  const { t } = useTranslation();
  usePageShell({
    title: programId ? t('programs.builder.editTitle') : t('programs.builder.createTitle'),
    // The program's name, not its id from the address.
    breadcrumbs: programId
      ? [
          ...breadcrumbsFor('/programs', t),
          { label: initial.programTitle, to: programPagePath(programId) },
          { label: t('app.breadcrumbs.edit') },
        ]
      : null,
  });
  const navigate = useNavigate();
  const { userInfo, isAdmin } = useSession();
  const ownProfileId = userInfo?.creatorProfile?.creatorProfileId ?? null;
  const [draft, setDraft] = useState<DraftProgram>(initial);
  const [editing, setEditing] = useState<{ week: number; day: number } | null>(null);
  const [errors, setErrors] = useState<{ bySlot: Record<string, string>; byField: Record<string, string>; message: string | null }>({
    bySlot: {},
    byField: {},
    message: null,
  });
  const [create, creating] = useMutation(CreateProgramDocument);
  const [update, updating] = useMutation(UpdateProgramDocument);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const backgrounds = useQuery(ProgramBackgroundsDocument, { fetchPolicy: 'cache-first' }).data;
  const backgroundOptions = backgroundOptionsOf(backgrounds?.workoutCardBackgrounds);
  const [creatorSearch, setCreatorSearch] = useState('');
  const creatorResults = useQuery(PublishCreatorProfilesDocument, {
    variables: { search: creatorSearch.trim() || null },
    skip: !isAdmin,
  }).data?.creatorProfiles.edges.map((edge) => edge.node);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = async () => {
    const { slots, days } = daysInput(draft);
    const input = {
      programTitle: draft.programTitle,
      programDescription: draft.programDescription.trim() || null,
      weekCount: draft.weekCount,
      programDays: days,
      creatorProfileId: draft.creatorProfileId,
      programBackgroundImageId: draft.background?.mediaAssetId ?? null,
      publishedStatusCode: draft.publishedStatusCode,
      visibility: draft.visibility,
    };
    try {
      const id = programId
        ? unwrapResult((await update({ variables: { programId, input }, refetchQueries: ['ProgramPage'] })).data?.updateProgram, t).data
            .programId
        : unwrapResult((await create({ variables: { input } })).data?.createProgram, t).data.programId;
      notify.success(t('programs.builder.saved'));
      setErrors({ bySlot: {}, byField: {}, message: null });
      void navigate(programPagePath(id));
    } catch (error) {
      const details = error instanceof MutationFailure ? error.details : [];
      setErrors({ ...errorsBySlot(details, slots), message: describeFailure(error).message });
    }
  };

  const editingKey = editing ? slotKey(editing.week, editing.day) : null;
  return (
    <Stack
      gap="6"
      as="form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Heading as="h1" size="2xl">
        {programId ? t('programs.builder.editTitle') : t('programs.builder.createTitle')}
      </Heading>
      {errors.message ? (
        <Alert.Root status="error" data-testid="program-errors">
          <Alert.Indicator />
          <Alert.Title>{errors.message}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Field.Root required invalid={!!errors.byField.programTitle}>
        <Field.Label>{t('programs.builder.title')}</Field.Label>
        <Input
          value={draft.programTitle}
          maxLength={120}
          onChange={(event) => setDraft({ ...draft, programTitle: event.target.value })}
          data-testid="program-title"
        />
        <Field.ErrorText>{errors.byField.programTitle}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('programs.builder.description')}</Field.Label>
        <Textarea
          value={draft.programDescription}
          maxLength={5000}
          onChange={(event) => setDraft({ ...draft, programDescription: event.target.value })}
        />
      </Field.Root>

      <BackgroundChooser
        value={draft.background}
        onChange={(background) => setDraft({ ...draft, background })}
        options={backgroundOptions}
        error={errors.byField.programBackgroundImageId}
      />

      <Stack gap="4" as="section" aria-label={t('programs.grid')}>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="lg">
            {t('programs.builder.weeks')}: {draft.weekCount}
          </Heading>
          <HStack gap="2">
            <IconButton
              aria-label={t('programs.builder.removeWeek')}
              variant="outline"
              size="sm"
              disabled={draft.weekCount <= 1}
              onClick={() => setDraft({ ...draft, weekCount: draft.weekCount - 1 })}
            >
              <Minus aria-hidden="true" />
            </IconButton>
            <Button
              variant="outline"
              size="sm"
              disabled={draft.weekCount >= MAX_WEEKS}
              onClick={() => setDraft({ ...draft, weekCount: draft.weekCount + 1 })}
              data-testid="program-add-week"
            >
              <Plus aria-hidden="true" />
              {t('programs.builder.addWeek')}
            </Button>
          </HStack>
        </HStack>
        {Array.from({ length: draft.weekCount }, (_, weekIndex) => {
          const week = weekIndex + 1;
          return (
            <Box key={week} as="section" aria-label={t('programs.week', { number: week })}>
              <HStack justify="space-between" mb="2">
                <Heading as="h3" size="sm">
                  {t('programs.week', { number: week })}
                </Heading>
                {week < MAX_WEEKS ? (
                  <Button
                    variant="ghost"
                    size="xs"
                    onClick={() => setDraft(copyWeek(draft, week))}
                    data-testid={`program-copy-week-${week}`}
                  >
                    <CopyPlus aria-hidden="true" />
                    {t('programs.builder.copyWeek', { number: week })}
                  </Button>
                ) : null}
              </HStack>
              <Grid templateColumns={{ base: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', md: 'repeat(7, minmax(0, 1fr))' }} gap="2">
                {Array.from({ length: DAYS_PER_WEEK }, (_, dayIndex) => {
                  const key = slotKey(week, dayIndex + 1);
                  const value = draft.days[key] ?? EMPTY_DAY;
                  const { icon: Icon, palette } = DAY_STYLE[value.dayType];
                  const error = errors.bySlot[key];
                  return (
                    <Button
                      key={key}
                      variant="outline"
                      height="auto"
                      minHeight="20"
                      flexDirection="column"
                      alignItems="start"
                      whiteSpace="normal"
                      textAlign="start"
                      p="2"
                      gap="1"
                      bg={value.dayType === 'Empty' ? undefined : `${palette}.subtle`}
                      borderColor={error ? 'border.error' : undefined}
                      aria-label={`${t('programs.builder.editDay', { week, day: dayIndex + 1 })}: ${t(`programs.dayTypes.${value.dayType}`)}${value.workoutTitle ? `, ${value.workoutTitle}` : ''}${error ? `. ${error}` : ''}`}
                      onClick={() => setEditing({ week, day: dayIndex + 1 })}
                      data-testid="builder-day"
                      data-slot={key}
                    >
                      <Text fontSize="xs" color="fg.muted">
                        {t('programs.dayName', { number: dayIndex + 1 })}
                      </Text>
                      <HStack gap="1" fontSize="sm">
                        <Icon size={14} aria-hidden="true" />
                        {t(`programs.dayTypes.${value.dayType}`)}
                      </HStack>
                      {value.workoutTitle ? (
                        <Text fontSize="xs" lineClamp={2}>
                          {value.workoutTitle}
                        </Text>
                      ) : null}
                      {error ? (
                        <Text fontSize="xs" color="fg.error">
                          {error}
                        </Text>
                      ) : null}
                    </Button>
                  );
                })}
              </Grid>
            </Box>
          );
        })}
      </Stack>

      <Stack gap="4" as="section" aria-label={t('programs.builder.publish')} borderWidth="1px" borderRadius="lg" p="4">
        <Heading as="h2" size="lg">
          {t('programs.builder.publish')}
        </Heading>
        {isAdmin ? (
          <HStack gap="3" align="end" wrap="wrap">
            <Field.Root width="auto">
              <Field.Label>{t('programs.builder.searchCreators')}</Field.Label>
              <Input size="sm" type="search" value={creatorSearch} onChange={(event) => setCreatorSearch(event.target.value)} />
            </Field.Root>
            <SelectField
              label={t('programs.builder.creator')}
              value={draft.creatorProfileId ?? ''}
              onValueChange={(value) => setDraft({ ...draft, creatorProfileId: value || null })}
              placeholder={t('programs.builder.noneCreator')}
              options={[
                ...(draft.creatorProfileId && !creatorResults?.some((item) => item.creatorProfileId === draft.creatorProfileId)
                  ? [
                      {
                        value: draft.creatorProfileId,
                        label:
                          draft.creatorProfileId === ownProfileId ? `@${userInfo?.creatorProfile?.userName ?? ''}` : draft.creatorProfileId,
                      },
                    ]
                  : []),
                ...(creatorResults ?? []).map((item) => ({
                  value: item.creatorProfileId,
                  label: `${item.displayName ?? item.fullName} (@${item.userName})`,
                })),
              ]}
            />
          </HStack>
        ) : ownProfileId ? (
          <Checkbox.Root
            checked={draft.creatorProfileId === ownProfileId}
            onCheckedChange={({ checked }) => setDraft({ ...draft, creatorProfileId: checked ? ownProfileId : null })}
            data-testid="program-as-creator"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('programs.builder.asCreator', { name: `@${userInfo?.creatorProfile?.userName ?? ''}` })}</Checkbox.Label>
          </Checkbox.Root>
        ) : (
          <Text fontSize="sm">
            {t('programs.builder.noCreator')}{' '}
            <Link asChild>
              <RouterLink to="/profile">{t('programs.builder.makeProfile')}</RouterLink>
            </Link>
          </Text>
        )}
        {errors.byField.creatorProfileId ? (
          <Text color="fg.error" fontSize="sm">
            {errors.byField.creatorProfileId}
          </Text>
        ) : null}
        <HStack gap="4" wrap="wrap">
          <SelectField
            label={t('programs.builder.status')}
            value={draft.publishedStatusCode}
            onValueChange={(publishedStatusCode) => setDraft({ ...draft, publishedStatusCode })}
            options={STATUSES.map((value) => ({ value, label: t(`programs.builder.statuses.${value}`) }))}
          />
          <SelectField
            label={t('programs.builder.visibility')}
            value={draft.visibility}
            onValueChange={(visibility) => setDraft({ ...draft, visibility: visibility as DraftProgram['visibility'] })}
            options={VISIBILITIES.map((value) => ({ value, label: t(`programs.builder.visibilities.${value}`) }))}
          />
        </HStack>
      </Stack>

      <Button type="submit" alignSelf="start" loading={creating.loading || updating.loading} data-testid="program-save">
        <Save aria-hidden="true" />
        {t('programs.builder.save')}
      </Button>

      {editing && editingKey ? (
        <DayEditor
          open
          week={editing.week}
          day={editing.day}
          value={draft.days[editingKey] ?? EMPTY_DAY}
          error={errors.bySlot[editingKey]}
          onClose={() => setEditing(null)}
          onChange={(value) => setDraft({ ...draft, days: { ...draft.days, [editingKey]: value } })}
        />
      ) : null}
    </Stack>
  );
}
