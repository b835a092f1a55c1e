// How to do an exercise, in the chosen language (English (US) or Español (ES), kept in the URL as ?lang=), one block
// per creator with their credit. When the language has none yet the server sends the English ones, marked
// isFallback, and the page says 'Shown in English'.
import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, HStack, Heading, List, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ExerciseInstructionsDocument, type ExerciseInstructionsQuery } from '../../../gql/graphql';
import { usePreloadedFetchPolicy } from '../../../lib/preload';
import { instructionsVariables, parseLocale } from '../variables';
import { useCommittedValue } from '../use-committed';
import { CreatorCredit } from './CreatorCredit';
import { LanguageSelect, useInstructionLocale } from './LanguageSelect';

type Instruction = ExerciseInstructionsQuery['exerciseInstructions']['edges'][number]['node'];

export { parseLocale };

function TextList({ title, items, ordered = false }: { title: string; items: readonly string[]; ordered?: boolean }) {
  if (!items.length) return null;
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <List.Root as={ordered ? 'ol' : 'ul'} gap="1.5" ps="5" listStyleType={ordered ? 'decimal' : 'disc'}>
        {items.map((item, index) => (
          <List.Item key={index}>{item}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

function InstructionBlock({ instruction }: { instruction: Instruction }) {
  const { t } = useTranslation();
  return (
    <Stack
      gap="4"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      p={{ base: '4', md: '5' }}
      bg="surface"
      data-testid="instruction"
      lang={instruction.localeCode}
    >
      <CreatorCredit creator={instruction.creatorProfile} prefix={t('flexicon.exercise.by')} />
      <TextList title={t('flexicon.exercise.steps')} items={instruction.steps} ordered />
      <TextList title={t('flexicon.exercise.tips')} items={instruction.tips} />
      <TextList title={t('flexicon.exercise.commonMistakes')} items={instruction.commonMistakes} />
    </Stack>
  );
}

export function InstructionsSection({ exerciseCode }: { exerciseCode: string }) {
  const { t } = useTranslation();
  const [locale] = useInstructionLocale();
  const headingId = useId();
  const variables = useCommittedValue(instructionsVariables(exerciseCode, locale));
  const fetchPolicies = usePreloadedFetchPolicy(ExerciseInstructionsDocument, variables);
  const { data, previousData, loading, error, refetch } = useQuery(ExerciseInstructionsDocument, { variables, ...fetchPolicies });
  const edges = (data ?? (loading ? previousData : undefined))?.exerciseInstructions.edges;
  const instructions = edges?.map((edge) => edge.node) ?? [];
  const isFallback = !!data && instructions.some((item) => item.isFallback);

  return (
    <Stack gap="4" as="section" aria-labelledby={headingId}>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="lg" id={headingId}>
          {t('flexicon.exercise.instructions')}
        </Heading>
        <LanguageSelect testId="instruction-locale" />
      </HStack>
      {isFallback ? (
        <Alert.Root status="info" size="sm" data-testid="instruction-fallback">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('flexicon.exercise.shownInEnglish')}</Alert.Title>
            <Alert.Description>{t('flexicon.exercise.shownInEnglishText')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {error && !data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title flex="1">{t('flexicon.exercise.instructionsError')}</Alert.Title>
          <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            {t('flexicon.retry')}
          </Button>
        </Alert.Root>
      ) : !edges ? (
        <Stack gap="3" aria-busy="true">
          <Skeleton height="10" width="48" />
          <SkeletonText noOfLines={4} gap="3" />
        </Stack>
      ) : instructions.length ? (
        <Box aria-busy={loading || undefined} opacity={loading && !data ? 0.6 : 1}>
          <Stack gap="4">
            {instructions.map((instruction) => (
              <InstructionBlock key={`${instruction.creatorProfileId}-${instruction.localeCode}`} instruction={instruction} />
            ))}
          </Stack>
        </Box>
      ) : (
        <Text color="fg.muted">{t('flexicon.exercise.noInstructions')}</Text>
      )}
    </Stack>
  );
}
