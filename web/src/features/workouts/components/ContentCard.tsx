// What a workout's card and a program's card share: a card the whole of which is its title's link (outlined when
// that link has focus), and the rating line.
import { Card, HStack, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { formatRating } from '../format';

export function ContentCardRoot(props: ComponentProps<typeof Card.Root>) {
  return (
    <Card.Root
      as="article"
      variant="outline"
      overflow="hidden"
      height="100%"
      bg="surface"
      position="relative"
      css={{ '&:has(a:focus-visible)': { outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' } }}
      {...props}
    />
  );
}

/** The average rating, and how many rated where `count` is given. */
export function CardRating({ average, count, testId }: { average: number | null | undefined; count?: number; testId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <HStack gap="1" fontSize="sm" data-testid={testId}>
      <Star size={14} aria-hidden="true" color="#f59e0b" />
      <Text as="span" srOnly>
        {t('workouts.card.rating')}:
      </Text>
      <Text as="span" fontWeight="medium">
        {formatRating(average, language, t('workouts.noRating'))}
      </Text>
      {count ? (
        <Text as="span" color="fg.muted">
          ({count})
        </Text>
      ) : null}
    </HStack>
  );
}
