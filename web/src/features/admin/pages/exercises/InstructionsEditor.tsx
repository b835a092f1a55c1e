// Instructions per locale (a tab each) and per creator (a card each): ordered steps, tips and common mistakes.
// Drafts are held by the exercise editor and saved with the exercise; stored ones are deleted through `onDelete`.
import { Badge, Box, Button, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { instructionKey, type InstructionDraft, type InstructionErrors, type InstructionListKey } from '../../lib/instructions';
import { adminStrings } from '../../strings';
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

const t = adminStrings.instructions;

const LISTS: { key: InstructionListKey; label: string; item: (index: number) => string; add: string }[] = [
  { key: 'steps', label: t.steps, item: t.step, add: t.addStep },
  { key: 'tips', label: t.tips, item: t.tip, add: t.addTip },
  { key: 'commonMistakes', label: t.commonMistakes, item: t.mistake, add: t.addMistake },
];

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
        {first ? t.none(locale.localeName) : t.addAnother}
      </Text>
      <CreatorSelect
        label={`${t.creator} (${locale.localeName})`}
        creators={creators}
        value={chosen}
        onChange={setCreatorId}
        disabledIds={taken}
      />
      <Button size="sm" variant="outline" disabled={!creator} onClick={() => creator && onAdd(creator)}>
        <Plus aria-hidden="true" />
        {t.addFor}
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
  const [tab, setTab] = useState(locales[0]?.localeCode ?? '');
  const update = (key: string, list: InstructionListKey, items: string[]) =>
    onChange(drafts.map((draft) => (instructionKey(draft) === key ? { ...draft, [list]: items } : draft)));

  return (
    <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="line" colorPalette="blue">
      <Tabs.List aria-label={t.localeTabs} flexWrap="wrap">
        {locales.map((locale) => {
          const count = drafts.filter((draft) => draft.localeCode === locale.localeCode).length;
          return (
            <Tabs.Trigger key={locale.localeCode} value={locale.localeCode}>
              {locale.localeName}
              {!locale.published && (
                <Text as="span" fontSize="xs" color="fg.muted">
                  {t.unpublished}
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
                    aria-label={`${locale.localeName}: ${t.byCreator(draft.creatorName)}`}
                    borderWidth="1px"
                    borderColor="border"
                    borderRadius="md"
                    p="4"
                    data-testid={`instruction-${key}`}
                  >
                    <HStack justify="space-between" mb="3" flexWrap="wrap">
                      <HStack gap="2">
                        <Heading as="h3" size="sm">
                          {t.byCreator(draft.creatorName)}
                        </Heading>
                        {!draft.saved && (
                          <Badge size="sm" colorPalette="orange" variant="subtle">
                            {t.notSavedYet}
                          </Badge>
                        )}
                      </HStack>
                      {!draft.saved && (
                        <Button size="xs" variant="ghost" onClick={() => onChange(drafts.filter((item) => instructionKey(item) !== key))}>
                          {t.discard}
                        </Button>
                      )}
                      {draft.saved && onDelete && (
                        <Button
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={t.deleteLabel(locale.localeName, draft.creatorName)}
                          onClick={() => onDelete(draft, locale.localeName)}
                        >
                          <Trash2 aria-hidden="true" />
                          {t.deleteButton}
                        </Button>
                      )}
                    </HStack>
                    <Stack gap="4">
                      {LISTS.map((list) => (
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
                        creatorName: creatorName(creator),
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
