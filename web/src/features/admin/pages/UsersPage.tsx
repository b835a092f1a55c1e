// User accounts: debounced search, role filter, "Load more" pages with the total, sort by a column header (on the
// server), and a drawer per account to change its e-mail and user name, change roles, disable or enable it, confirm its
// e-mail or delete it.
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Field, HStack, NativeSelect, Separator, Stack, Table, Text } from '@chakra-ui/react';
import { Save, Settings2, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_CHARS } from '../../../components/forms/constants';
import { SwitchField, TextField } from '../../../components/forms/fields';
import { emailError, userNameError } from '../../../components/forms/form-checks';
import { UserNameField } from '../../../components/forms/form-fields';
import { FormStack } from '../../../components/forms/FormStack';
import { describeFailure, unwrapResult, type FieldErrors } from '../../../components/forms/mutation-result';
import { useFormErrors } from '../../../components/forms/use-form-errors';
import { notify } from '../../../components/toaster/toaster';
import {
  AdminDeleteUserDocument,
  AdminRolesDocument,
  AdminUpdateUserDocument,
  AdminUsersDocument,
  type AdminUserFragment,
  type RoleCode,
  type UpdateUserInput,
  type UserOrderField,
} from '../../../gql/graphql';
import { useSession } from '../../auth/session';
import { CheckboxChips } from '../components/CheckboxChips';
import { PlainHeader, SortableHeader } from '../components/DataTable';
import { ListPage } from '../components/ListPage';
import { ConnectionLoadMore } from '../components/Pager';
import { SearchField } from '../components/SearchField';
import { SubmitButton } from '../components/SubmitButton';
import { ADMIN_PAGE_SIZE, GRANTABLE_ROLES } from '../constants';
import { useFormatDate } from '../lib/format';
import { useDeleteFlow } from '../lib/use-delete-flow';
import { useSearch } from '../lib/use-search';
import { SERVER_SORTED_LIST, useServerSort } from '../lib/use-sort-state';

type SortKey = 'userName' | 'email' | 'createdAt' | 'lastSignInAt';
const ORDER_FIELDS: Record<SortKey, UserOrderField> = {
  userName: 'USER_NAME',
  email: 'EMAIL',
  createdAt: 'CREATED_AT',
  lastSignInAt: 'LAST_SIGN_IN_AT',
};

/** The e-mail and user name: checked here first, then per field by the server (taken, not valid). */
export function AccountDetailsForm({ user }: { user: AdminUserFragment }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(user.email);
  const [userName, setUserName] = useState(user.userName);
  const { errors, formError, saving, submit } = useFormErrors();
  const [updateUser] = useMutation(AdminUpdateUserDocument);
  const changes: UpdateUserInput = {
    ...(email.trim().toLowerCase() !== user.email.toLowerCase() ? { email: email.trim() } : {}),
    ...(userName.trim() !== user.userName ? { userName: userName.trim() } : {}),
  };
  const changed = Object.keys(changes).length > 0;

  const save = () => {
    const local: FieldErrors = {};
    const emailProblem = changes.email === undefined ? undefined : emailError(email, t);
    if (emailProblem) local.email = emailProblem;
    const userNameProblem = changes.userName === undefined ? undefined : userNameError(userName, t);
    if (userNameProblem) local.userName = userNameProblem;
    return submit(
      local,
      async () => {
        const result = await updateUser({ variables: { userId: user.userId, input: changes } });
        const account = unwrapResult(result.data?.updateUser, t).data;
        setEmail(account.email);
        setUserName(account.userName);
      },
      t('admin.users.detailsSaved'),
    );
  };

  return (
    <FormStack
      gap="3"
      noValidate
      aria-label={t('admin.users.details')}
      data-testid="account-details"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Text as="h3" fontWeight="semibold">
        {t('admin.users.details')}
      </Text>
      {formError && !errors.email && !errors.userName && (
        <Text color="red.fg" role="alert">
          {formError}
        </Text>
      )}
      <TextField
        label={t('admin.users.email')}
        type="email"
        required
        value={email}
        onValueChange={setEmail}
        maxLength={EMAIL_MAX_CHARS}
        autoComplete="off"
        helper={changes.email === undefined ? undefined : t('admin.users.emailChangeHelp')}
        error={errors.email}
      />
      <UserNameField label={t('admin.users.userName')} value={userName} onValueChange={setUserName} error={errors.userName} />
      <SubmitButton icon={Save} label={t('admin.users.saveDetails')} loading={saving} disabled={!changed} />
    </FormStack>
  );
}

function AccountPanel({ user, onDeleted }: { user: AdminUserFragment; onDeleted(): void }) {
  const { t } = useTranslation();
  const { data: rolesData } = useQuery(AdminRolesDocument);
  const { userInfo } = useSession();
  const [roles, setRoles] = useState<string[]>([...user.roles]);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [updateUser] = useMutation(AdminUpdateUserDocument);
  const [deleteUser] = useMutation(AdminDeleteUserDocument);
  const deletion = useDeleteFlow<AdminUserFragment>({
    title: t('admin.users.deleteTitle'),
    message: (account) => t('admin.users.deleteMessage', { name: account.userName, email: account.email }),
    remove: async (account) => {
      const result = await deleteUser({ variables: { userId: account.userId } });
      unwrapResult(result.data?.deleteUser, t);
    },
    deleted: t('admin.users.deleted'),
    onDeleted,
  });
  const formatDate = useFormatDate();
  const isSelf = userInfo?.userId === user.userId;

  const roleOptions = GRANTABLE_ROLES.map((code) => {
    const role = rolesData?.roles.find((item) => item.roleCode === code);
    return { value: code, label: role ? `${role.roleName} (${code})` : code, description: role?.description };
  });

  const update = async (key: string, input: UpdateUserInput, done: string) => {
    setBusy(key);
    setError(null);
    try {
      const result = await updateUser({ variables: { userId: user.userId, input } });
      const saved = unwrapResult(result.data?.updateUser, t).data;
      setRoles([...saved.roles]);
      notify.success(done);
    } catch (cause) {
      const message = describeFailure(cause).message;
      setError(message);
      notify.error(message);
    } finally {
      setBusy(null);
    }
  };

  const rolesChanged = [...roles].sort().join(',') !== [...user.roles].sort().join(',');
  return (
    <Stack gap="5" data-testid="account-panel">
      <Stack gap="1">
        <Text fontWeight="semibold">{user.userName}</Text>
        <Text color="fg.muted">{user.email}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('admin.users.created')}: {formatDate(user.createdAt)} · {t('admin.users.lastSignIn')}:{' '}
          {user.lastSignInAt ? formatDate(user.lastSignInAt) : t('admin.users.never')}
        </Text>
        {user.creatorProfile && (
          <Text fontSize="sm" color="fg.muted">
            {t('admin.users.creatorLine', { userName: user.creatorProfile.userName })}
          </Text>
        )}
      </Stack>
      <AccountDetailsForm user={user} />
      <Separator />
      {error && (
        <Text color="red.fg" role="alert">
          {error}
        </Text>
      )}
      <Stack gap="3">
        <CheckboxChips legend={t('admin.users.rolesLegend')} options={roleOptions} selected={roles} onChange={setRoles} />
        <Box>
          <Button
            size="sm"
            colorPalette="blue"
            disabled={!rolesChanged}
            loading={busy === 'roles'}
            onClick={() => void update('roles', { roles: roles as RoleCode[] }, t('admin.users.rolesSaved'))}
          >
            {t('admin.users.saveRoles')}
          </Button>
        </Box>
      </Stack>
      <Separator />
      <SwitchField
        label={user.disabled ? t('admin.users.disabled') : t('admin.users.active')}
        checked={!user.disabled}
        disabled={busy === 'disabled' || isSelf}
        helper={t('admin.users.disabledHelp')}
        onCheckedChange={(active) =>
          void update('disabled', { disabled: !active }, active ? t('admin.users.accountEnabled') : t('admin.users.accountDisabled'))
        }
      />
      <HStack gap="3" flexWrap="wrap">
        {user.emailConfirmed ? (
          <Badge colorPalette="green" variant="subtle">
            {t('admin.users.confirmed')}
          </Badge>
        ) : (
          <>
            <Badge colorPalette="orange" variant="subtle">
              {t('admin.users.unconfirmed')}
            </Badge>
            <Button
              size="sm"
              variant="outline"
              loading={busy === 'email'}
              onClick={() => void update('email', { emailConfirmed: true }, t('admin.users.emailConfirmedDone'))}
            >
              {t('admin.users.confirmEmail')}
            </Button>
          </>
        )}
      </HStack>
      <Separator />
      <Box>
        <Button colorPalette="red" variant="outline" size="sm" onClick={() => deletion.ask(user)} disabled={isSelf}>
          <Trash2 aria-hidden="true" />
          {t('admin.users.deleteButton')}
        </Button>
      </Box>
      {deletion.dialog}
    </Stack>
  );
}

export function UsersPage() {
  const { t } = useTranslation();
  const { search, setSearch, debounced } = useSearch();
  const [role, setRole] = useState('');
  const { sort, onSort, orderBy } = useServerSort<SortKey, UserOrderField>({ key: 'userName', direction: 'ascending' }, ORDER_FIELDS, {
    descendingFirst: ['createdAt', 'lastSignInAt'],
  });
  const formatDate = useFormatDate();
  const filter = { search: debounced || undefined, role: (role || undefined) as RoleCode | undefined };
  const { data, previousData, loading, error, fetchMore, refetch } = useQuery(AdminUsersDocument, {
    variables: { filter, orderBy, first: ADMIN_PAGE_SIZE },
    ...SERVER_SORTED_LIST,
  });
  const shown = data ?? previousData;
  const rows = useMemo(() => shown?.users.edges.map((edge) => edge.node) ?? [], [shown]);

  return (
    <ListPage
      title={t('admin.sections.users')}
      description={t('admin.users.intro')}
      texts={{ table: t('admin.users.table'), editTitle: (name) => t('admin.users.manageTitle', { name }) }}
      nameOf={(user) => user.userName}
      keyOf={(user) => user.userId}
      list={{ rows, hasData: !!shown, loading, error }}
      emptyMessage={t('admin.users.empty')}
      testId="admin-users-table"
      rowTestId="admin-user-row"
      toolbar={
        <HStack gap="3" align="end" flexWrap="wrap">
          <SearchField
            label={t('admin.users.searchLabel')}
            value={search}
            onValueChange={setSearch}
            placeholder={t('admin.users.searchPlaceholder')}
          />
          <Field.Root width="auto">
            <Field.Label>{t('admin.users.roleFilter')}</Field.Label>
            <NativeSelect.Root size="md" width="44">
              <NativeSelect.Field value={role} onChange={(event) => setRole(event.target.value)} bg="surface">
                <option value="">{t('admin.users.anyRole')}</option>
                {GRANTABLE_ROLES.map((code) => (
                  <option key={code} value={code}>
                    {t(`profile.roleNames.${code}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </HStack>
      }
      columns={6}
      headers={
        <>
          <SortableHeader label={t('admin.users.userName')} sortKey="userName" sort={sort} onSort={onSort} />
          <SortableHeader label={t('admin.users.email')} sortKey="email" sort={sort} onSort={onSort} />
          <PlainHeader>{t('admin.users.roles')}</PlainHeader>
          <PlainHeader>{t('admin.users.status')}</PlainHeader>
          <SortableHeader label={t('admin.users.created')} sortKey="createdAt" sort={sort} onSort={onSort} />
          <SortableHeader label={t('admin.users.lastSignIn')} sortKey="lastSignInAt" sort={sort} onSort={onSort} />
        </>
      }
      cells={(user) => (
        <>
          <Table.Cell px="3" fontWeight="medium">
            {user.userName}
          </Table.Cell>
          <Table.Cell px="3">{user.email}</Table.Cell>
          <Table.Cell px="3">
            <HStack gap="1" flexWrap="wrap">
              {user.roles.map((code) => (
                <Badge
                  key={code}
                  size="sm"
                  variant="subtle"
                  colorPalette={code === 'Admin' ? 'red' : code === 'Creator' ? 'purple' : 'gray'}
                >
                  {code}
                </Badge>
              ))}
            </HStack>
          </Table.Cell>
          <Table.Cell px="3">
            <HStack gap="1" flexWrap="wrap">
              <Badge size="sm" variant="subtle" colorPalette={user.disabled ? 'red' : 'green'}>
                {user.disabled ? t('admin.users.disabled') : t('admin.users.active')}
              </Badge>
              {!user.emailConfirmed && (
                <Badge size="sm" variant="subtle" colorPalette="orange">
                  {t('admin.users.unconfirmed')}
                </Badge>
              )}
            </HStack>
          </Table.Cell>
          <Table.Cell px="3" whiteSpace="nowrap">
            {formatDate(user.createdAt)}
          </Table.Cell>
          <Table.Cell px="3" whiteSpace="nowrap">
            {user.lastSignInAt ? formatDate(user.lastSignInAt) : t('admin.users.never')}
          </Table.Cell>
        </>
      )}
      actions={(user, manage) => (
        <Table.Cell px="3" textAlign="end">
          <Button size="xs" variant="outline" onClick={manage} aria-label={t('admin.users.manageLabel', { name: user.userName })}>
            <Settings2 aria-hidden="true" />
            {t('admin.users.manage')}
          </Button>
        </Table.Cell>
      )}
      form={(user, done) => user && <AccountPanel user={user} onDeleted={() => done(true)} />}
      onSaved={refetch}
      footer={
        <ConnectionLoadMore
          connection={shown?.users}
          loading={loading}
          count={(count) => t('admin.users.count', { count })}
          fetchMore={fetchMore}
        />
      }
    />
  );
}
