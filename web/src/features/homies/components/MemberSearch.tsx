// Finding members by user name and asking them to be buddies (or accepting a request they sent), as /buddies and the
// onboarding offer it. Each answer is written into the cache by the buddy actions.
import { useQuery } from '@apollo/client/react';
import { Badge, Button, Field, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HomiesSearchMembersDocument, type MemberLink_MemberFragment } from '../../../gql/graphql';
import { useBuddyActions } from '../buddy-actions';
import { useDebounced } from '../use-debounced';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '../variables';
import { MemberRow } from './MemberRow';

type Member = MemberLink_MemberFragment;

/** onBlock: offer blocking in each found member's menu. */
export function MemberSearch({ onBlock, autoFocus }: { onBlock?: (member: Member) => void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const actions = useBuddyActions();
  const [text, setText] = useState('');
  const typed = text.trim();
  const q = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const active = q.length >= SEARCH_MIN_LENGTH;
  const { data, loading, error } = useQuery(HomiesSearchMembersDocument, { variables: { q }, skip: !active });
  const results = active ? data?.searchMembers : undefined;
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label srOnly>{t('homies.buddies.searchLabel')}</Field.Label>
        <InputGroup startElement={<Search size={16} aria-hidden="true" />} endElement={loading ? <Spinner size="xs" /> : undefined}>
          <Input
            type="search"
            placeholder={t('homies.buddies.searchPlaceholder')}
            value={text}
            autoComplete="off"
            autoFocus={autoFocus}
            onChange={(event) => setText(event.target.value)}
          />
        </InputGroup>
        {typed && typed.length < SEARCH_MIN_LENGTH ? <Field.HelperText>{t('homies.buddies.searchHint')}</Field.HelperText> : null}
      </Field.Root>
      <div aria-live="polite">
        {loading && active ? <Text srOnly>{t('homies.buddies.searching')}</Text> : null}
        {error && active ? <Text color="fg.error">{t('homies.buddies.searchFailed')}</Text> : null}
        {results && !results.length ? <Text color="fg.muted">{t('homies.buddies.nobody')}</Text> : null}
      </div>
      {results?.length ? (
        <Stack as="ul" gap="0" listStyleType="none" aria-label={t('homies.buddies.found')}>
          {results.map(({ member, buddyStatus }) => (
            <MemberRow key={member.userId} member={member} onBlock={onBlock ? () => onBlock(member) : undefined}>
              {buddyStatus === 'NONE' ? (
                <Button size="sm" onClick={() => void actions.send(member)} disabled={actions.busy}>
                  {t('homies.actions.add')}
                </Button>
              ) : buddyStatus === 'REQUEST_RECEIVED' ? (
                <Button size="sm" onClick={() => void actions.acceptFrom(member)} disabled={actions.busy}>
                  {t('homies.actions.accept')}
                </Button>
              ) : (
                <Badge colorPalette={buddyStatus === 'BUDDIES' ? 'green' : 'gray'} data-testid="buddy-status">
                  {t(`homies.status.${buddyStatus}`)}
                </Badge>
              )}
            </MemberRow>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
