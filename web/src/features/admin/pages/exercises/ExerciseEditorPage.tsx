// The exercise editor (new and existing): basics, aliases, tags, equipment, muscle usage, instructions and credits
// saved together (createExercise for a new one, upsertExercise afterwards); videos, merge and delete for an existing
// exercise, and deleting one stored instruction on its own.
import { skipToken, useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Grid, HStack, Spinner, Text } from '@chakra-ui/react';
import { ExternalLink, GitMerge, Save, Trash2 } from 'lucide-react';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from '../../../../i18n';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router-dom';
import { DESCRIPTION_MAX_CHARS, NAME_MAX_CHARS } from '../../../../components/forms/constants';
import { SelectField, TextareaField, TextField } from '../../../../components/forms/fields';
import { FormStack } from '../../../../components/forms/FormStack';
import { describeFailure, isNotFound, unwrapResult, type FieldErrors } from '../../../../components/forms/mutation-result';
import { notify } from '../../../../components/toaster/toaster';
import {
  AdminCreateExerciseDocument,
  AdminCreatorOptionsDocument,
  AdminDeleteExerciseDocument,
  AdminDeleteExerciseInstructionDocument,
  AdminExerciseDocument,
  AdminExerciseSearchDocument,
  AdminMergeExercisesDocument,
  AdminReferenceDocument,
  AdminUpsertExerciseDocument,
  type AdminExerciseDetailFragment,
  type AdminReferenceQuery,
  type UpsertExerciseInput,
} from '../../../../gql/graphql';
import { creatorName } from '../../../../lib/creator-display';
import { useSession } from '../../../auth/session';
import { AdminPage, AdminSection } from '../../components/AdminPage';
import { CheckboxChips } from '../../components/CheckboxChips';
import { ChipsInput } from '../../components/ChipsInput';
import { DeleteConfirm } from '../../components/DeleteConfirm';
import { SearchableMultiSelect } from '../../components/SearchableMultiSelect';
import { EXERCISE_MAX_ALIASES, EXERCISE_MAX_EQUIPMENT } from '../../constants';
import { codeError, suggestCode } from '../../lib/codes';
import { contributionErrors, draftsFromContributions, toContributionInput, type ContributionDraft } from '../../lib/contributions';
import {
  draftsFromInstructions,
  draftsToSave,
  instructionKey,
  toInstructionInput,
  validateInstructions,
  type InstructionDraft,
  type InstructionErrors,
  type InstructionListKey,
} from '../../lib/instructions';
import { rowsFromUsage, toMuscleUsageInput, validateMuscleUsage, type MuscleUsageRow } from '../../lib/muscle-usage';
import { useDeleteFlow } from '../../lib/use-delete-flow';
import { ContributionsEditor } from './ContributionsEditor';
import type { CreatorOption } from './CreatorSelect';
import { InstructionsEditor } from './InstructionsEditor';
import { LocalizedNamesEditor, localizedNameErrors, toNamesInput, type LocalizedNames } from './LocalizedNamesEditor';
import { MergeDialog, type MergeCandidate, type MergeInput, type MergeOutcome } from './MergeDialog';
import { MuscleUsageEditor } from './MuscleUsageEditor';
import { VideosPanel } from './VideosPanel';

const FORM_ID = 'exercise-form';
const DEFAULT_STATUS = 'DRAFT';

interface FormState {
  exerciseName: string;
  exerciseCode: string;
  codeEdited: boolean;
  exerciseTypeCode: string;
  publishedStatusCode: string;
  description: string;
  aliases: string[];
  names: LocalizedNames;
  exerciseTagCodes: string[];
  requiredEquipment: string[];
  optionalEquipment: string[];
  muscleRows: MuscleUsageRow[];
  drafts: InstructionDraft[];
  contributions: ContributionDraft[];
}

function formFrom(exercise: AdminExerciseDetailFragment | null, t: TFunction): FormState {
  if (!exercise)
    return {
      exerciseName: '',
      exerciseCode: '',
      codeEdited: false,
      exerciseTypeCode: '',
      publishedStatusCode: DEFAULT_STATUS,
      description: '',
      aliases: [],
      names: {},
      exerciseTagCodes: [],
      requiredEquipment: [],
      optionalEquipment: [],
      muscleRows: [],
      drafts: [],
      contributions: [],
    };
  const bySlot = [...exercise.equipment].sort((a, b) => a.slot - b.slot);
  return {
    exerciseName: exercise.exerciseName,
    exerciseCode: exercise.exerciseCode,
    codeEdited: true,
    exerciseTypeCode: exercise.exerciseTypeCode,
    publishedStatusCode: exercise.publishedStatusCode,
    description: exercise.description ?? '',
    aliases: [...exercise.aliases],
    names: Object.fromEntries(exercise.names.map((entry) => [entry.localeCode, { name: entry.name, aliases: [...entry.aliases] }])),
    exerciseTagCodes: [...exercise.exerciseTagCodes],
    requiredEquipment: bySlot.filter((entry) => entry.isRequired).map((entry) => entry.equipmentCode),
    optionalEquipment: bySlot.filter((entry) => !entry.isRequired).map((entry) => entry.equipmentCode),
    muscleRows: rowsFromUsage(exercise.muscleUsage),
    drafts: draftsFromInstructions(exercise.instructions.map((item) => ({ ...item, creatorName: creatorName(item.creatorProfile, t) }))),
    contributions: draftsFromContributions(exercise.contributions),
  };
}

/** Server details 'instructions.N.list…' name the Nth instruction sent; they are shown on that draft's list. */
function instructionErrorsFrom(fields: FieldErrors, sent: readonly InstructionDraft[]): Record<string, InstructionErrors> {
  const result: Record<string, InstructionErrors> = {};
  for (const [field, message] of Object.entries(fields)) {
    const match = /^instructions\.(\d+)\.(steps|tips|commonMistakes)/.exec(field);
    const draft = match ? sent[Number(match[1])] : undefined;
    if (!match || !draft) continue;
    const key = instructionKey(draft);
    const list = match[2] as InstructionListKey;
    result[key] = { ...(result[key] ?? {}), [list]: result[key]?.[list] ?? message };
  }
  return result;
}

/**
 * Deleting one stored instruction: the mutation, then the exercise in the cache loses it (so a later save does not
 * count it as stored) and the form drops its draft, keeping whatever else is being edited.
 */
function useInstructionDeletion(exerciseCode: string | undefined, onDeleted: (key: string) => void) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [deleteInstruction] = useMutation(AdminDeleteExerciseInstructionDocument);
  const deletion = useDeleteFlow<{ draft: InstructionDraft; localeName: string }>({
    title: t('admin.instructions.deleteTitle'),
    message: ({ draft, localeName }) => t('admin.instructions.deleteMessage', { locale: localeName, creator: draft.creatorName }),
    remove: async ({ draft }) => {
      if (!exerciseCode) return;
      const { localeCode, creatorProfileId } = draft;
      const result = await deleteInstruction({ variables: { exerciseCode, localeCode, creatorProfileId } });
      unwrapResult(result.data?.deleteExerciseInstruction, t);
      client.cache.modify<AdminExerciseDetailFragment>({
        id: client.cache.identify({ __typename: 'Exercise', exerciseCode }),
        fields: {
          instructions: (items, { readField }) =>
            items.filter(
              (item) => readField('localeCode', item) !== localeCode || readField('creatorProfileId', item) !== creatorProfileId,
            ),
        },
      });
      // The public exercise page reads instructions through their own paged field, where they are kept by key.
      client.cache.evict({ id: client.cache.identify({ __typename: 'ExerciseInstruction', exerciseCode, localeCode, creatorProfileId }) });
      client.cache.evict({ fieldName: 'exerciseInstructions' });
      client.cache.gc();
    },
    deleted: t('admin.instructions.deleted'),
    onDeleted: ({ draft }) => onDeleted(instructionKey(draft)),
  });
  return { ask: (draft: InstructionDraft, localeName: string) => deletion.ask({ draft, localeName }), dialog: deletion.dialog };
}

interface ExerciseFormProps {
  exercise: AdminExerciseDetailFragment | null;
  reference: AdminReferenceQuery;
  creators: CreatorOption[];
  defaultCreatorId: string;
  onRefetch(): Promise<unknown>;
}

function ExerciseForm({ exercise, reference, creators, defaultCreatorId, onRefetch }: ExerciseFormProps) {
  const { t } = useTranslation();
  const isNew = !exercise;
  const navigate = useNavigate();
  const client = useApolloClient();
  const [form, setForm] = useState<FormState>(() => formFrom(exercise, t));
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [serverInstructionErrors, setServerInstructionErrors] = useState<Record<string, InstructionErrors>>({});
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [mergeOpen, setMergeOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [createExercise] = useMutation(AdminCreateExerciseDocument);
  const [upsertExercise] = useMutation(AdminUpsertExerciseDocument);
  const [deleteExercise] = useMutation(AdminDeleteExerciseDocument);
  const [mergeExercises] = useMutation(AdminMergeExercisesDocument);
  const instructionDeletion = useInstructionDeletion(exercise?.exerciseCode, (key) =>
    setForm((current) => ({ ...current, drafts: current.drafts.filter((draft) => instructionKey(draft) !== key) })),
  );

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((current) => ({ ...current, [key]: value }));

  const code = isNew ? (form.codeEdited ? form.exerciseCode : suggestCode(form.exerciseName)) : exercise.exerciseCode;
  const muscleValidation = useMemo(() => validateMuscleUsage(t, form.muscleRows), [t, form.muscleRows]);
  const localInstructionErrors = useMemo(() => validateInstructions(t, form.drafts), [t, form.drafts]);
  const localErrors: FieldErrors = {};
  if (!form.exerciseName.trim()) localErrors.exerciseName = t('admin.editor.nameRequired');
  if (isNew) {
    const problem = codeError(t, code);
    if (problem) localErrors.exerciseCode = problem;
  }
  if (!form.exerciseTypeCode) localErrors.exerciseTypeCode = t('admin.editor.typeRequired');
  Object.assign(localErrors, contributionErrors(t, form.contributions), localizedNameErrors(t, form.names));
  const errorFor = (field: string) => (showErrors ? localErrors[field] : undefined) ?? serverErrors[field];
  const instructionErrors = { ...(showErrors ? localInstructionErrors : {}), ...serverInstructionErrors };

  const statusOptions = [...reference.publishedStatuses]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((status) => ({ value: status.publishedStatusCode, label: `${status.emoji} ${status.publishedStatusName}` }));
  const typeOptions = [...reference.exerciseTypes]
    .sort((a, b) => a.exerciseTypeName.localeCompare(b.exerciseTypeName))
    .map((type) => ({ value: type.exerciseTypeCode, label: type.exerciseTypeName }));
  const tagOptions = [...reference.exerciseTags]
    .sort((a, b) => a.exerciseTagName.localeCompare(b.exerciseTagName))
    .map((tag) => ({ value: tag.exerciseTagCode, label: tag.exerciseTagName, description: tag.exerciseTagDescription }));
  const equipmentOptions = reference.equipment.map((item) => ({
    value: item.equipmentCode,
    label: item.equipmentName,
    hint: item.equipmentCode,
  }));
  // Credited creators stay choosable even when the creator list (the first few dozen) does not include them.
  const creditable = useMemo(() => {
    const known = new Set(creators.map((creator) => creator.creatorProfileId));
    const extra = (exercise?.contributions ?? [])
      .map((entry) => entry.creatorProfile)
      .filter((creator) => !known.has(creator.creatorProfileId));
    return [...creators, ...new Map(extra.map((creator) => [creator.creatorProfileId, creator])).values()];
  }, [creators, exercise]);
  const locales = [...reference.locales].sort(
    (a, b) => Number(b.published) - Number(a.published) || a.localeCode.localeCompare(b.localeCode),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    setFormError(null);
    setServerErrors({});
    setServerInstructionErrors({});
    if (Object.keys(localErrors).length || !muscleValidation.valid || Object.keys(localInstructionErrors).length) {
      notify.error(t('admin.common.fixFields'));
      return;
    }
    const toSave = draftsToSave(form.drafts, exercise?.instructions ?? []);
    const input: UpsertExerciseInput = {
      exerciseName: form.exerciseName.trim(),
      description: form.description.trim() || null,
      exerciseTypeCode: form.exerciseTypeCode,
      publishedStatusCode: form.publishedStatusCode,
      aliases: form.aliases,
      names: toNamesInput(form.names),
      exerciseTagCodes: form.exerciseTagCodes,
      requiredEquipment: form.requiredEquipment,
      optionalEquipment: form.optionalEquipment.filter((item) => !form.requiredEquipment.includes(item)),
      muscleUsage: toMuscleUsageInput(form.muscleRows),
      ...(toSave.length ? { instructions: toSave.map(toInstructionInput) } : {}),
      // A new exercise sent without credits credits whoever creates it as curator; an existing one is replaced.
      ...(isNew && !form.contributions.length ? {} : { contributions: toContributionInput(form.contributions) }),
    };
    setSaving(true);
    try {
      // Creating refuses a taken code (CONFLICT, with its message on exerciseCode) where an upsert would change
      // the exercise that has it.
      const variables = { exerciseCode: code, input };
      const saved = isNew
        ? unwrapResult((await createExercise({ variables })).data?.createExercise, t).data
        : unwrapResult((await upsertExercise({ variables })).data?.upsertExercise, t).data;
      notify.success(isNew ? t('admin.editor.created') : t('admin.editor.saved'));
      client.cache.evict({ fieldName: 'exercises' });
      if (isNew) {
        void navigate(`/admin/exercises/${saved.exerciseCode}`, { replace: true });
      } else {
        setForm(formFrom(saved, t));
        setShowErrors(false);
      }
    } catch (cause) {
      const failure = describeFailure(cause);
      setServerErrors(failure.fields);
      setServerInstructionErrors(instructionErrorsFrom(failure.fields, toSave));
      setFormError(failure.message);
      notify.error(failure.message);
    } finally {
      setSaving(false);
    }
  };

  const searchExercises = useCallback(
    async (text: string): Promise<MergeCandidate[]> => {
      const result = await client.query({ query: AdminExerciseSearchDocument, variables: { search: text }, fetchPolicy: 'network-only' });
      return (result.data?.exercises.edges ?? []).map((edge) => edge.node);
    },
    [client],
  );

  const merge = useCallback(
    async (mergeInput: MergeInput): Promise<MergeOutcome> => {
      const result = await mergeExercises({ variables: { input: mergeInput } });
      const data = unwrapResult(result.data?.mergeExercises, t).data;
      client.cache.evict({ id: client.cache.identify({ __typename: 'Exercise', exerciseCode: mergeInput.sourceExerciseCode }) });
      client.cache.evict({ fieldName: 'exercises' });
      client.cache.gc();
      // The kept exercise may be this one: its aliases and instructions changed, so the form starts from them.
      if (exercise && data.exercise.exerciseCode === exercise.exerciseCode) setForm(formFrom(data.exercise, t));
      return { keptCode: data.exercise.exerciseCode, moved: data.moved };
    },
    [client, mergeExercises, exercise, t],
  );

  const onMerged = (outcome: MergeOutcome) => {
    setMergeOpen(false);
    if (outcome.keptCode !== exercise?.exerciseCode) void navigate(`/admin/exercises/${outcome.keptCode}`, { replace: true });
  };

  const remove = async () => {
    if (!exercise) return;
    try {
      const result = await deleteExercise({ variables: { exerciseCode: exercise.exerciseCode } });
      unwrapResult(result.data?.deleteExercise, t);
      client.cache.evict({ id: client.cache.identify({ __typename: 'Exercise', exerciseCode: exercise.exerciseCode }) });
      client.cache.evict({ fieldName: 'exercises' });
      client.cache.gc();
      notify.success(t('admin.exercises.deleted'));
      setDeleteOpen(false);
      void navigate('/admin/exercises', { replace: true });
    } catch (cause) {
      notify.error(describeFailure(cause).message);
    }
  };

  const title = isNew ? t('admin.editor.newTitle') : t('admin.editor.editTitle', { name: exercise.exerciseName });
  return (
    <AdminPage
      title={title}
      breadcrumbs={[
        { label: t('app.sidebar.adminSection'), to: '/admin' },
        { label: t('admin.sections.exercises'), to: '/admin/exercises' },
        { label: isNew ? t('admin.editor.newTitle') : exercise.exerciseName },
      ]}
      description={isNew ? undefined : <Text as="span">{exercise.exerciseCode}</Text>}
      actions={
        <>
          {!isNew && (
            <Button asChild variant="outline" size="sm">
              <RouterLink to={`/e/${exercise.exerciseCode}`}>
                <ExternalLink aria-hidden="true" />
                {t('admin.editor.viewInFlexicon')}
              </RouterLink>
            </Button>
          )}
          <Button type="submit" form={FORM_ID} colorPalette="blue" size="sm" loading={saving}>
            <Save aria-hidden="true" />
            {isNew ? t('admin.editor.create') : t('admin.editor.save')}
          </Button>
        </>
      }
    >
      <FormStack id={FORM_ID} gap="6" onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        {formError && (
          <Alert.Root status="error" borderRadius="md" role="alert">
            <Alert.Indicator />
            <Alert.Description>{formError}</Alert.Description>
          </Alert.Root>
        )}
        <AdminSection title={t('admin.editor.basics')} id="exercise-basics">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <TextField
              label={t('admin.editor.name')}
              required
              value={form.exerciseName}
              onValueChange={(value) => set('exerciseName', value)}
              maxLength={NAME_MAX_CHARS}
              error={errorFor('exerciseName')}
            />
            {isNew ? (
              <TextField
                label={t('admin.editor.code')}
                required
                value={code}
                onValueChange={(value) => setForm((current) => ({ ...current, exerciseCode: value.toUpperCase(), codeEdited: true }))}
                helper={t('admin.editor.codeSuggested')}
                error={errorFor('exerciseCode')}
                fontFamily="mono"
                autoCapitalize="characters"
                spellCheck={false}
              />
            ) : (
              <TextField
                label={t('admin.editor.code')}
                value={exercise.exerciseCode}
                onValueChange={() => undefined}
                readOnly
                fontFamily="mono"
                helper={t('admin.common.codeHelp')}
              />
            )}
            <SelectField
              label={t('admin.editor.type')}
              required
              value={form.exerciseTypeCode}
              onValueChange={(value) => set('exerciseTypeCode', value)}
              options={typeOptions}
              placeholder={t('admin.editor.chooseType')}
              error={errorFor('exerciseTypeCode')}
            />
            <SelectField
              label={t('admin.editor.status')}
              value={form.publishedStatusCode}
              onValueChange={(value) => set('publishedStatusCode', value)}
              options={statusOptions}
              error={errorFor('publishedStatusCode')}
            />
          </Grid>
          <TextareaField
            label={t('admin.editor.description')}
            value={form.description}
            onValueChange={(value) => set('description', value)}
            maxLength={DESCRIPTION_MAX_CHARS}
            error={errorFor('description')}
          />
          <ChipsInput
            label={t('admin.editor.aliases')}
            inputLabel={t('admin.editor.aliasInput')}
            addLabel={t('admin.editor.addAlias')}
            removeLabel={(alias) => t('admin.editor.removeAlias', { alias })}
            values={form.aliases}
            onChange={(values) => set('aliases', values)}
            helper={t('admin.editor.aliasesHelp')}
            error={errorFor('aliases')}
            max={EXERCISE_MAX_ALIASES}
            maxLength={NAME_MAX_CHARS}
          />
          <LocalizedNamesEditor locales={locales} names={form.names} onChange={(names) => set('names', names)} errorFor={errorFor} />
          <CheckboxChips
            legend={t('admin.editor.tags')}
            options={tagOptions}
            selected={form.exerciseTagCodes}
            onChange={(values) => set('exerciseTagCodes', values)}
            error={errorFor('exerciseTagCodes')}
          />
          {!isNew && exercise.mergedCodes.length > 0 && (
            <Text fontSize="sm" color="fg.muted">
              {t('admin.editor.mergedCodes', { codes: exercise.mergedCodes.join(', ') })}
            </Text>
          )}
        </AdminSection>

        <AdminSection title={t('admin.editor.equipment')} id="exercise-equipment">
          <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6">
            <SearchableMultiSelect
              label={t('admin.editor.requiredEquipment')}
              options={equipmentOptions}
              value={form.requiredEquipment}
              onChange={(values) =>
                setForm((current) => ({
                  ...current,
                  requiredEquipment: values,
                  optionalEquipment: current.optionalEquipment.filter((item) => !values.includes(item)),
                }))
              }
              error={errorFor('requiredEquipment')}
              max={EXERCISE_MAX_EQUIPMENT}
              testId="required-equipment"
            />
            <SearchableMultiSelect
              label={t('admin.editor.optionalEquipment')}
              options={equipmentOptions}
              value={form.optionalEquipment}
              onChange={(values) => set('optionalEquipment', values)}
              disabledValues={form.requiredEquipment}
              error={errorFor('optionalEquipment')}
              max={EXERCISE_MAX_EQUIPMENT}
              testId="optional-equipment"
            />
          </Grid>
        </AdminSection>

        <AdminSection title={t('admin.editor.muscles')} id="exercise-muscles">
          <MuscleUsageEditor
            muscles={reference.muscles}
            rows={form.muscleRows}
            onChange={(rows) => set('muscleRows', rows)}
            showErrors={showErrors}
            serverError={serverErrors.muscleUsage}
            hideLegend
          />
        </AdminSection>

        <AdminSection
          title={t('admin.editor.instructions')}
          id="exercise-instructions"
          description={`${t('admin.instructions.help')} ${t('admin.editor.unsavedInstructions')}`}
        >
          <InstructionsEditor
            locales={locales}
            creators={creators}
            defaultCreatorId={defaultCreatorId}
            drafts={form.drafts}
            onChange={(drafts) => set('drafts', drafts)}
            onDelete={isNew ? undefined : instructionDeletion.ask}
            errors={instructionErrors}
          />
          {instructionDeletion.dialog}
          {serverErrors.instructions && !Object.keys(serverInstructionErrors).length && (
            <Text fontSize="sm" color="red.fg" role="alert">
              {serverErrors.instructions}
            </Text>
          )}
        </AdminSection>

        <AdminSection
          title={t('admin.editor.contributions')}
          id="exercise-contributions"
          description={isNew ? `${t('admin.contributions.help')} ${t('admin.contributions.newHelp')}` : t('admin.contributions.help')}
        >
          <ContributionsEditor
            creators={creditable}
            defaultCreatorId={defaultCreatorId}
            contributions={form.contributions}
            onChange={(contributions) => set('contributions', contributions)}
            errors={{ ...serverErrors, ...(showErrors ? localErrors : {}) }}
          />
        </AdminSection>

        <HStack justify="flex-end">
          <Button type="submit" colorPalette="blue" loading={saving}>
            <Save aria-hidden="true" />
            {isNew ? t('admin.editor.create') : t('admin.editor.save')}
          </Button>
        </HStack>
      </FormStack>

      {isNew ? (
        <Text fontSize="sm" color="fg.muted">
          {t('admin.videos.saveFirst')}
        </Text>
      ) : (
        <>
          <AdminSection title={t('admin.editor.videos')} id="exercise-videos" description={t('admin.videos.help')}>
            <VideosPanel
              exerciseCode={exercise.exerciseCode}
              videos={exercise.videos}
              creators={creators}
              defaultCreatorId={defaultCreatorId}
              onChanged={onRefetch}
            />
          </AdminSection>
          <AdminSection title={t('admin.editor.merge')} id="exercise-merge" description={t('admin.merge.help')}>
            <HStack gap="3" flexWrap="wrap">
              <Button variant="outline" onClick={() => setMergeOpen(true)}>
                <GitMerge aria-hidden="true" />
                {t('admin.merge.button')}
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => setDeleteOpen(true)}>
                <Trash2 aria-hidden="true" />
                {t('admin.editor.deleteButton')}
              </Button>
            </HStack>
          </AdminSection>
          <MergeDialog
            open={mergeOpen}
            onClose={() => setMergeOpen(false)}
            current={{ exerciseCode: exercise.exerciseCode, exerciseName: exercise.exerciseName }}
            search={searchExercises}
            merge={merge}
            onMerged={onMerged}
          />
          <DeleteConfirm
            open={deleteOpen}
            title={t('admin.exercises.deleteTitle')}
            message={t('admin.exercises.deleteMessage', { name: exercise.exerciseName, code: exercise.exerciseCode })}
            onConfirm={remove}
            onClose={() => setDeleteOpen(false)}
          />
        </>
      )}
    </AdminPage>
  );
}

function useCreatorOptions(): { creators: CreatorOption[]; defaultCreatorId: string; loading: boolean } {
  const { t } = useTranslation();
  const { userInfo } = useSession();
  // Not cached: the admin's creator-profile list shares the creatorProfiles field and would merge with this one.
  const { data, loading } = useQuery(AdminCreatorOptionsDocument, { variables: {}, fetchPolicy: 'no-cache' });
  return useMemo(() => {
    const creators: CreatorOption[] = (data?.creatorProfiles.edges ?? []).map((edge) => edge.node);
    const own = userInfo?.creatorProfile;
    if (own && !creators.some((creator) => creator.creatorProfileId === own.creatorProfileId)) {
      creators.unshift({ creatorProfileId: own.creatorProfileId, displayName: null, fullName: own.userName, userName: own.userName });
    }
    const sorted = [...creators].sort(
      (a, b) => Number(!!b.isVerified) - Number(!!a.isVerified) || creatorName(a, t).localeCompare(creatorName(b, t)),
    );
    const pinned = data?.creatorProfiles.edges.find((edge) => edge.node.isPinned)?.node.creatorProfileId;
    const defaultCreatorId = own?.creatorProfileId ?? pinned ?? sorted[0]?.creatorProfileId ?? '';
    return { creators: sorted, defaultCreatorId, loading };
  }, [data, loading, userInfo, t]);
}

function CenteredSpinner() {
  const { t } = useTranslation();
  return (
    <Box py="16" textAlign="center" role="status">
      <Spinner size="lg" />
      <Text srOnly>{t('admin.common.loading')}</Text>
    </Box>
  );
}

export function ExerciseEditorPage() {
  const { t } = useTranslation();
  const { exerciseCode } = useParams();
  const reference = useQuery(AdminReferenceDocument);
  const { creators, defaultCreatorId, loading: creatorsLoading } = useCreatorOptions();
  const exercise = useQuery(
    AdminExerciseDocument,
    exerciseCode ? { variables: { exerciseCode }, fetchPolicy: 'cache-and-network' } : skipToken,
  );

  if (exerciseCode && exercise.error && !exercise.data) {
    const missing = isNotFound(exercise.error);
    return (
      <AdminPage title={missing ? t('admin.editor.notFound') : describeFailure(exercise.error).message}>
        <HStack gap="3">
          <Button asChild variant="outline">
            <RouterLink to="/admin/exercises">{t('admin.editor.backToList')}</RouterLink>
          </Button>
          {!missing && <Button onClick={() => void exercise.refetch().catch(() => undefined)}>{t('admin.common.retry')}</Button>}
        </HStack>
      </AdminPage>
    );
  }
  if (!reference.data || (creatorsLoading && !creators.length) || (exerciseCode && !exercise.data)) return <CenteredSpinner />;
  // A skipped query keeps the last answer it had: on /admin/exercises/new that is the exercise edited before.
  const loaded = exerciseCode ? (exercise.data?.exercise ?? null) : null;
  // A merged code resolves to the exercise that was kept: edit that one under its own address.
  if (exerciseCode && loaded && loaded.exerciseCode !== exerciseCode)
    return <Navigate replace to={`/admin/exercises/${loaded.exerciseCode}`} />;
  return (
    <ExerciseForm
      key={loaded?.exerciseCode ?? 'new'}
      exercise={loaded}
      reference={reference.data}
      creators={creators}
      defaultCreatorId={defaultCreatorId}
      onRefetch={() => exercise.refetch()}
    />
  );
}

export default ExerciseEditorPage;
