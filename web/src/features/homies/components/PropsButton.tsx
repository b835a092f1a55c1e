// Props on a feed item: a toggle whose count and state change at once (an optimistic answer written to the item in
// the normalized cache) and settle when the server answers, or roll back with a toast.
import { useMutation } from '@apollo/client/react';
import { Button, Text } from '@chakra-ui/react';
import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../../common/numbers';
import { useLanguage } from '../../../i18n';
import { notify } from '../../../components/toaster/toaster';
import { HomiesGivePropsDocument, type PropsButton_ItemFragment } from '../../../gql/graphql';
import { describeFailure, unwrapResult } from '../../../components/forms/mutation-result';

export function PropsButton({ item }: { item: PropsButton_ItemFragment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [giveProps] = useMutation(HomiesGivePropsDocument);
  const toggle = () => {
    const given = !item.viewerGaveProps;
    giveProps({
      variables: { feedItemId: item.feedItemId, given },
      optimisticResponse: {
        giveProps: {
          __typename: 'MutationGivePropsSuccess',
          data: {
            __typename: 'FeedItem',
            feedItemId: item.feedItemId,
            propCount: Math.max(0, item.propCount + (given ? 1 : -1)),
            viewerGaveProps: given,
          },
        },
      },
    })
      .then((result) => unwrapResult(result.data?.giveProps, t))
      .catch((error: unknown) => notify.error(t('homies.card.propsFailed'), { description: describeFailure(error).message }));
  };
  return (
    <Button
      size="sm"
      variant={item.viewerGaveProps ? 'subtle' : 'ghost'}
      colorPalette={item.viewerGaveProps ? 'orange' : undefined}
      aria-pressed={item.viewerGaveProps}
      onClick={toggle}
      data-testid="give-props"
    >
      <Flame aria-hidden="true" />
      {t('homies.card.props')}
      <Text as="span" data-testid="prop-count" fontVariantNumeric="tabular-nums">
        {formatCount(item.propCount, language)}
      </Text>
    </Button>
  );
}
