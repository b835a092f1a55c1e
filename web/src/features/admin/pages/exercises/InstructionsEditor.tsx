// Instructions per locale (a tab each) and per creator (a card each): ordered steps, tips and common mistakes.
// Drafts are held by the exercise editor and saved with the exercise; stored ones are deleted through `onDelete`.
import { Badge, Box, Button, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from '../../../../i18n';
import { instructionKey, type InstructionDraft, type InstructionErrors, type InstructionListKey } from '../../lib/instructions';
import { CreatorSelect, type CreatorOption } from './CreatorSelect';
import { OrderedListEditor } from './OrderedListEditor';
import { creatorName } from '../../../../lib/creator-display';

export interface LocaleOption {
  localeCode: string;
  localeName: string;
  published: boolean;
}

export interface InstructionsEditorProps {
  locales: readonly LocaleOption[];
  creators: readonly CreatorOption[];
  defaultCreatorId: string;
  drafts: readonly InstructionDraft[];
  onChange(drafts: InstructionDraft[]): void;
  /** Deletes a stored instruction (after a confirmation); without it stored instructions have no delete button. */
  onDelete?(draft: InstructionDraft, localeName: string): void;
  errors?: Record<string, InstructionErrors>;
}

function instructionLists(t: TFunction): { key: InstructionListKey; label: string; item: (index: number) => string; add: string }[] {
  return [
    {
      key: 'steps',
      label: t('admin.instructions.steps'),
      item: (index) => t('admin.instructions.step', { index }),
      add: t('admin.instructions.addStep'),
    },
    {
      key: 'tips',
      label: t('admin.instructions.tips'),
      item: (index) => t('admin.instructions.tip', { index }),
      add: t('admin.instructions.addTip'),
    },
    {
      key: 'commonMistakes',
      label: t('admin.instructions.commonMistakes'),
      item: (index) => t('admin.instructions.mistake', { index }),
      add: t('admin.instructions.addMistake'),
    },
  ];
}

function AddInstruction({
  locale,
  creators,
  defaultCreatorId,
  taken,
  onAdd,
  first,
}: {
  locale: LocaleOption;
  creators: readonly CreatorOption[];
  defaultCreatorId: string;
  taken: readonly string[];
  onAdd(creator: CreatorOption): void;
  first: boolean;
}) {
  const { t } = useTranslation();
  const initial = !taken.includes(defaultCreatorId)
    ? defaultCreatorId
    : (creators.find((c) => !taken.includes(c.creatorProfileId))?.creatorProfileId ?? '');
  const [creatorId, setCreatorId] = useState(initial);
  const chosen = taken.includes(creatorId)
    ? (creators.find((c) => !taken.includes(c.creatorProfileId))?.creatorProfileId ?? '')
    : creatorId;
  const creator = creators.find((item) => item.creatorProfileId === chosen);
  return (
    <HStack gap="2" flexWrap="wrap" align="center">
      <Text fontSize="sm" color="fg.muted">
        {first ? t('admin.instructions.none', { locale: locale.localeName }) : t('admin.instructions.addAnother')}
      </Text>
      <CreatorSelect
        label={`${t('admin.instructions.creator')} (${locale.localeName})`}
        creators={creators}
        value={chosen}
        onChange={setCreatorId}
        disabledIds={taken}
      />
      <Button size="sm" variant="outline" disabled={!creator} onClick={() => creator && onAdd(creator)}>
        <Plus aria-hidden="true" />
        {t('admin.instructions.addFor')}
      </Button>
    </HStack>
  );
}

export function InstructionsEditor({
  locales,
  creators,
  defaultCreatorId,
  drafts,
  onChange,
  onDelete,
  errors = {},
}: InstructionsEditorProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(locales[0]?.localeCode ?? '');
  const update = (key: string, list: InstructionListKey, items: string[]) =>
    onChange(drafts.map((draft) => (instructionKey(draft) === key ? { ...draft, [list]: items } : draft)));

  return (
    <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="line" colorPalette="blue">
      <Tabs.List aria-label={t('admin.instructions.localeTabs')} flexWrap="wrap">
        {locales.map((locale) => {
          const count = drafts.filter((draft) => draft.localeCode === locale.localeCode).length;
          return (
            <Tabs.Trigger key={locale.localeCode} value={locale.localeCode}>
              {locale.localeName}
              {!locale.published && (
                <Text as="span" fontSize="xs" color="fg.muted">
                  {t('admin.instructions.unpublished')}
                </Text>
              )}
              {count > 0 && (
                <Badge size="sm" variant="subtle" colorPalette="blue">
                  {count}
                </Badge>
              )}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {locales.map((locale) => {
        const inLocale = drafts.filter((draft) => draft.localeCode === locale.localeCode);
        return (
          <Tabs.Content key={locale.localeCode} value={locale.localeCode} pt="4">
            <Stack gap="4">
              {inLocale.map((draft) => {
                const key = instructionKey(draft);
                const draftErrors = errors[key] ?? {};
                return (
                  <Box
                    key={key}
                    as="section"
                    aria-label={`${locale.localeName}: ${t('admin.instructions.byCreator', { name: draft.creatorName })}`}
                    borderWidth="1px"
                    borderColor="border"
                    borderRadius="md"
                    p="4"
                    data-testid={`instruction-${key}`}
                  >
                    <HStack justify="space-between" mb="3" flexWrap="wrap">
                      <HStack gap="2">
                        <Heading as="h3" size="sm">
                          {t('admin.instructions.byCreator', { name: draft.creatorName })}
                        </Heading>
                        {!draft.saved && (
                          <Badge size="sm" colorPalette="orange" variant="subtle">
                            {t('admin.instructions.notSavedYet')}
                          </Badge>
                        )}
                      </HStack>
                      {!draft.saved && (
                        <Button size="xs" variant="ghost" onClick={() => onChange(drafts.filter((item) => instructionKey(item) !== key))}>
                          {t('admin.instructions.discard')}
                        </Button>
                      )}
                      {draft.saved && onDelete && (
                        <Button
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={t('admin.instructions.deleteLabel', { locale: locale.localeName, creator: draft.creatorName })}
                          onClick={() => onDelete(draft, locale.localeName)}
                        >
                          <Trash2 aria-hidden="true" />
                          {t('admin.instructions.deleteButton')}
                        </Button>
                      )}
                    </HStack>
                    <Stack gap="4">
                      {instructionLists(t).map((list) => (
                        <OrderedListEditor
                          key={list.key}
                          label={list.label}
                          itemLabel={list.item}
                          addLabel={list.add}
                          items={draft[list.key]}
                          onChange={(items) => update(key, list.key, items)}
                          error={draftErrors[list.key]}
                          testId={`${key}-${list.key}`}
                        />
                      ))}
                    </Stack>
                  </Box>
                );
              })}
              {inLocale.length < creators.length && (
                <AddInstruction
                  key={`${locale.localeCode}-${inLocale.length}`}
                  locale={locale}
                  creators={creators}
                  defaultCreatorId={defaultCreatorId}
                  taken={inLocale.map((draft) => draft.creatorProfileId)}
                  first={inLocale.length === 0}
                  onAdd={(creator) =>
                    onChange([
                      ...drafts,
                      {
                        localeCode: locale.localeCode,
                        creatorProfileId: creator.creatorProfileId,
                        creatorName: creatorName(creator, t),
                        steps: [''],
                        tips: [],
                        commonMistakes: [],
                        saved: false,
                      },
                    ])
                  }
                />
              )}
            </Stack>
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
