// /profile: the account (avatar, user name, e-mail, roles) and the creator profile (display name, handle, bio and
// social links, each hovering in its platform's colours) when there is one, which its owner can edit in place, else
// a "Become a creator" form that POSTs /api/creator-profiles.
import { Badge, Box, Button, Card, Field, Heading, HStack, Link, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ExternalLink, Pencil, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Avatar } from '../../components/avatar/Avatar';
import { notify } from '../../components/toaster/toaster';
import { ProfileCreatorDocument, type ProfileCreatorQuery } from '../../gql/graphql';
import { creatorHandle, creatorImage, creatorName } from '../../lib/creator-display';
import { usePageShell, usePageTitle } from '../../lib/page-shell';
import { request } from '../../lib/request';
import { FormError, FormStack, TextField } from '../auth/AuthFrame';
import { useSession, type UserInfo } from '../auth/session';
import { useAuthForm } from '../auth/useAuthForm';
import { CreatorProfileForm } from './CreatorProfileForm';

type CreatorProfile = ProfileCreatorQuery['creatorProfile'];
type SocialLink = CreatorProfile['socialLinks'][number];

function SocialLinkChip({ link }: { link: SocialLink }) {
  const { t } = useTranslation();
  const style = link.platform.socialMediaPlatformStyle;
  const label = t('profile.socialLink', { platform: link.platform.socialMediaPlatformName, username: link.username });
  const content = (
    <>
      <Text as="span" fontWeight="semibold">
        {link.platform.socialMediaPlatformName}
      </Text>
      <Text as="span" color="inherit" opacity={0.85}>
        {link.username}
      </Text>
      {link.profileUrl && <ExternalLink size={14} aria-hidden="true" />}
    </>
  );
  const chip = {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    px: '3',
    py: '1.5',
    borderRadius: 'full',
    borderWidth: '1px',
    borderColor: 'border',
    fontSize: 'sm',
    transition: 'background-color 0.15s, color 0.15s',
    _hover: { bg: style.hoverBackground, color: style.hoverColor, borderColor: style.hoverBackground, textDecoration: 'none' },
    _focusVisible: { bg: style.hoverBackground, color: style.hoverColor },
    focusRing: 'outside' as const,
  };
  if (!link.profileUrl) {
    return (
      <Box {...chip} aria-label={label} data-testid="social-link">
        {content}
      </Box>
    );
  }
  return (
    <Link
      href={link.profileUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('profile.opensInNewTab', { label })}
      {...chip}
      data-testid="social-link"
    >
      {content}
    </Link>
  );
}

function CreatorProfileCard({ creatorProfileId }: { creatorProfileId: string }) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(ProfileCreatorDocument, { variables: { creatorProfileId } });
  const { revalidate } = useSession();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Leaving the form puts the keyboard back on the button that opened it, not on the top of the page.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);
  const profile = data?.creatorProfile;
  if (loading && !profile) {
    return (
      <Stack gap="3" aria-busy="true" aria-label={t('profile.loadingCreator')}>
        <Skeleton height="6" width="40%" />
        <Skeleton height="4" />
      </Stack>
    );
  }
  if (!profile) return <Text color="fg.error">{error ? error.message : t('profile.creatorLoadFailed')}</Text>;
  if (editing) {
    return (
      <CreatorProfileForm
        profile={profile}
        onDone={(saved) => {
          returnFocus.current = true;
          setEditing(false);
          // The account card and the header show the creator's photo and handle from the session.
          if (saved) void revalidate({ force: true });
        }}
      />
    );
  }
  return (
    <Stack gap="4" data-testid="creator-profile">
      <HStack gap="4" align="flex-start" wrap="wrap">
        <Avatar
          name={creatorName(profile, t)}
          src={creatorImage(profile)}
          size="xl"
          verified={profile.isVerified}
          pinned={profile.isPinned}
          decorative
        />
        <Stack gap="0.5">
          <Heading as="h3" size="lg">
            {creatorName(profile, t)}
          </Heading>
          <Text color="fg.muted">{creatorHandle(profile, t)}</Text>
          {profile.fullName && profile.displayName && profile.fullName !== profile.displayName && (
            <Text fontSize="sm" color="fg.muted">
              {profile.fullName}
            </Text>
          )}
        </Stack>
        <Button ref={editButton} variant="outline" size="sm" ms="auto" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          {t('profile.edit')}
        </Button>
      </HStack>
      {profile.bio ? <Text whiteSpace="pre-line">{profile.bio}</Text> : <Text color="fg.muted">{t('profile.noBio')}</Text>}
      {profile.socialLinks.length > 0 ? (
        <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" p="0" m="0" aria-label={t('profile.socialLinks')}>
          {profile.socialLinks.map((link) => (
            <li key={`${link.socialMediaPlatformCode}-${link.username}`}>
              <SocialLinkChip link={link} />
            </li>
          ))}
        </HStack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('profile.noSocialLinks')}
        </Text>
      )}
    </Stack>
  );
}

function BecomeCreatorForm({ userInfo }: { userInfo: UserInfo }) {
  const { t } = useTranslation();
  const { revalidate } = useSession();
  const [fullName, setFullName] = useState('');
  const [userName, setUserName] = useState(userInfo.userName);
  const [displayName, setDisplayName] = useState('');
  const [bio, setBio] = useState('');
  const { busy, errors, formError, run, clearField, bind } = useAuthForm();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const created = await run(() =>
      request({
        url: '/creator-profiles',
        method: 'POST',
        data: { fullName, userName, displayName: displayName.trim() || undefined, bio: bio.trim() || undefined },
      }),
    );
    if (created) {
      notify.success(t('profile.become.done'), { description: t('profile.become.doneDescription') });
      await revalidate({ force: true });
    }
  };

  const fields = {
    fullName: bind('fullName', fullName, setFullName),
    userName: bind('userName', userName, setUserName),
    displayName: bind('displayName', displayName, setDisplayName),
  };

  return (
    <FormStack gap="4" onSubmit={onSubmit} noValidate aria-label={t('profile.become.title')} data-testid="become-creator-form">
      <HStack gap="3" align="flex-start">
        <Sparkles aria-hidden="true" />
        <Text color="fg.muted">{t('profile.become.intro')}</Text>
      </HStack>
      <FormError message={formError} />
      <TextField label={t('profile.fullName')} name="fullName" autoComplete="name" required {...fields.fullName} />
      <TextField label={t('profile.userName')} name="userName" required helper={t('profile.become.userNameHelp')} {...fields.userName} />
      <TextField label={t('profile.displayName')} name="displayName" helper={t('profile.displayNameHelp')} {...fields.displayName} />
      <Field.Root invalid={!!errors.bio}>
        <Field.Label>{t('profile.bio')}</Field.Label>
        <Textarea
          name="bio"
          value={bio}
          maxLength={2000}
          rows={4}
          onChange={(event) => {
            setBio(event.target.value);
            clearField('bio');
          }}
        />
        {errors.bio ? <Field.ErrorText>{errors.bio}</Field.ErrorText> : <Field.HelperText>{t('profile.bioHelp')}</Field.HelperText>}
      </Field.Root>
      <Box>
        <Button type="submit" colorPalette="blue" loading={busy} data-testid="become-creator-submit">
          {t('profile.become.submit')}
        </Button>
      </Box>
    </FormStack>
  );
}

const ROLE_PALETTE: Record<string, string> = { Admin: 'red', Creator: 'purple', User: 'blue' };
// Roles the interface has names for; a role added on the server shows by its code until it has one.
const ROLE_NAMES = { Admin: true, Creator: true, User: true };
type RoleName = keyof typeof ROLE_NAMES;

export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  usePageShell({ fixedWidth: true });
  const { userInfo, roles } = useSession();
  if (!userInfo) return null;
  const photo = userInfo.creatorProfile?.profilePhoto?.fileUrl ?? null;
  return (
    <Stack gap="8">
      <Heading as="h1" size="2xl">
        {t('profile.title')}
      </Heading>
      <Card.Root variant="outline" bg="surface">
        <Card.Body>
          <HStack gap="5" align="center" wrap="wrap">
            <Avatar name={userInfo.userName} src={photo} size="xl" decorative />
            <Stack gap="1" flex="1" minWidth="200px">
              <Heading as="h2" size="xl" data-testid="profile-username">
                {userInfo.userName}
              </Heading>
              <Text color="fg.muted">{userInfo.email}</Text>
              <HStack gap="1.5" wrap="wrap" role="list" aria-label={t('profile.roles')}>
                {roles.map((role) => (
                  <Badge role="listitem" key={role} colorPalette={ROLE_PALETTE[role] ?? 'gray'}>
                    {role in ROLE_NAMES ? t(`profile.roleNames.${role as RoleName}`) : role}
                  </Badge>
                ))}
                {!userInfo.emailConfirmed && (
                  <Badge colorPalette="orange" variant="outline">
                    {t('profile.emailUnconfirmed')}
                  </Badge>
                )}
              </HStack>
            </Stack>
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/settings">{t('profile.editSettings')}</RouterLink>
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline" bg="surface">
        <Card.Header>
          <Heading as="h2" size="lg">
            {userInfo.creatorProfile ? t('profile.creatorProfile') : t('profile.become.title')}
          </Heading>
        </Card.Header>
        <Card.Body>
          {userInfo.creatorProfile ? (
            <CreatorProfileCard creatorProfileId={userInfo.creatorProfile.creatorProfileId} />
          ) : (
            <BecomeCreatorForm userInfo={userInfo} />
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
