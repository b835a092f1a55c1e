// User accounts: debounced search, role filter, "Load more" pages, sort by a column header (over the loaded rows),
// and a drawer per account to change roles, disable or enable it, confirm its e-mail or delete it.
import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Field, HStack, NativeSelect, Separator, Stack, Table, Text } from '@chakra-ui/react';
import { Settings2, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AdminDrawer } from '../components/AdminDrawer';
import { notify } from '../../../components/toaster/toaster';
import {
  AdminDeleteUserDocument,
  AdminRolesDocument,
  AdminUpdateUserDocument,
  AdminUsersDocument,
  type AdminUserFragment,
  type RoleCode,
  type UpdateUserInput,
} from '../../../gql/graphql';
import { useSession } from '../../auth/session';
import { AdminPage } from '../components/AdminPage';
import { CheckboxChips } from '../components/CheckboxChips';
import { AdminTable, PlainHeader, SortableHeader, TableMessageRow } from '../components/DataTable';
import { DeleteConfirm } from '../components/DeleteConfirm';
import { SwitchField } from '../components/fields';
import { LoadMore } from '../components/Pager';
import { SearchField } from '../components/SearchField';
import { ADMIN_PAGE_SIZE, GRANTABLE_ROLES } from '../constants';
import { useFormatDate } from '../lib/format';
import { describeFailure, unwrapResult } from '../lib/mutation-result';
import { nextSort, sortRows, type SortState } from '../lib/sort';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { adminStrings } from '../strings';

const t = adminStrings.users;
type SortKey = 'userName' | 'email' | 'createdAt' | 'lastSignInAt';

function AccountPanel({ user, onDeleted }: { user: AdminUserFragment; onDeleted(): void }) {
  const { data: rolesData } = useQuery(AdminRolesDocument);
  const { userInfo } = useSession();
  const [roles, setRoles] = useState<string[]>([...user.roles]);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [updateUser] = useMutation(AdminUpdateUserDocument);
  const [deleteUser] = useMutation(AdminDeleteUserDocument);
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
      const saved = unwrapResult(result.data?.updateUser).data;
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

  const remove = async () => {
    try {
      const result = await deleteUser({ variables: { userId: user.userId } });
      unwrapResult(result.data?.deleteUser);
      notify.success(adminStrings.common.deleted('Account'));
      setDeleteOpen(false);
      onDeleted();
    } catch (cause) {
      notify.error(describeFailure(cause).message);
    }
  };

  const rolesChanged = [...roles].sort().join(',') !== [...user.roles].sort().join(',');
  return (
    <Stack gap="5" data-testid="account-panel">
      <Stack gap="1">
        <Text fontWeight="semibold">{user.userName}</Text>
        <Text color="fg.muted">{user.email}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t.created}: {formatDate(user.createdAt)} · {t.lastSignIn}: {user.lastSignInAt ? formatDate(user.lastSignInAt) : t.never}
        </Text>
        {user.creatorProfile && (
          <Text fontSize="sm" color="fg.muted">
            {t.creator}: @{user.creatorProfile.userName}
          </Text>
        )}
      </Stack>
      {error && (
        <Text color="red.fg" role="alert">
          {error}
        </Text>
      )}
      <Stack gap="3">
        <CheckboxChips legend={t.rolesLegend} options={roleOptions} selected={roles} onChange={setRoles} />
        <Box>
          <Button
            size="sm"
            colorPalette="blue"
            disabled={!rolesChanged}
            loading={busy === 'roles'}
            onClick={() => void update('roles', { roles: roles as RoleCode[] }, t.rolesSaved)}
          >
            {t.saveRoles}
          </Button>
        </Box>
      </Stack>
      <Separator />
      <SwitchField
        label={user.disabled ? t.disabled : t.active}
        checked={!user.disabled}
        disabled={busy === 'disabled' || isSelf}
        helper={t.disabledHelp}
        onCheckedChange={(active) => void update('disabled', { disabled: !active }, active ? t.accountEnabled : t.accountDisabled)}
      />
      <HStack gap="3" flexWrap="wrap">
        {user.emailConfirmed ? (
          <Badge colorPalette="green" variant="subtle">
            {t.confirmed}
          </Badge>
        ) : (
          <>
            <Badge colorPalette="orange" variant="subtle">
              {t.unconfirmed}
            </Badge>
            <Button
              size="sm"
              variant="outline"
              loading={busy === 'email'}
              onClick={() => void update('email', { emailConfirmed: true }, t.emailConfirmedDone)}
            >
              {t.confirmEmail}
            </Button>
          </>
        )}
      </HStack>
      <Separator />
      <Box>
        <Button colorPalette="red" variant="outline" size="sm" onClick={() => setDeleteOpen(true)} disabled={isSelf}>
          <Trash2 aria-hidden="true" />
          {t.deleteButton}
        </Button>
      </Box>
      <DeleteConfirm
        open={deleteOpen}
        what={t.what}
        message={t.deleteMessage(user.userName, user.email)}
        onConfirm={remove}
        onClose={() => setDeleteOpen(false)}
      />
    </Stack>
  );
}

export function UsersPage() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const [role, setRole] = useState('');
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'userName', direction: 'ascending' });
  const [managing, setManaging] = useState<string | null>(null);
  const formatDate = useFormatDate();
  const filter = { search: debounced || undefined, role: (role || undefined) as RoleCode | undefined };
  const { data, previousData, loading, error, fetchMore, refetch } = useQuery(AdminUsersDocument, {
    variables: { filter, first: ADMIN_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const users = useMemo(() => shown?.users.edges.map((edge) => edge.node) ?? [], [shown]);
  const rows = useMemo(() => sortRows(users, (user) => user[sort.key], sort.direction), [users, sort]);
  const managed = users.find((user) => user.userId === managing) ?? null;
  const onSort = (key: SortKey) =>
    setSort((current) => nextSort(current, key, key === 'createdAt' || key === 'lastSignInAt' ? 'descending' : 'ascending'));
  const columns = 7;

  return (
    <AdminPage title={adminStrings.sections.users} description={t.intro}>
      <HStack gap="3" align="end" flexWrap="wrap">
        <SearchField label={t.searchLabel} value={search} onValueChange={setSearch} placeholder={t.searchPlaceholder} />
        <Field.Root width="auto">
          <Field.Label>{t.roleFilter}</Field.Label>
          <NativeSelect.Root size="md" width="44">
            <NativeSelect.Field value={role} onChange={(event) => setRole(event.target.value)} bg="surface">
              <option value="">{t.anyRole}</option>
              {GRANTABLE_ROLES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <AdminTable label={t.table} testId="admin-users-table">
        <Table.Header>
          <Table.Row>
            <SortableHeader label={t.userName} sortKey="userName" sort={sort} onSort={onSort} />
            <SortableHeader label={t.email} sortKey="email" sort={sort} onSort={onSort} />
            <PlainHeader>{t.roles}</PlainHeader>
            <PlainHeader>{t.status}</PlainHeader>
            <SortableHeader label={t.created} sortKey="createdAt" sort={sort} onSort={onSort} />
            <SortableHeader label={t.lastSignIn} sortKey="lastSignInAt" sort={sort} onSort={onSort} />
            <PlainHeader srOnly>{adminStrings.common.actions}</PlainHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {!shown && loading && (
            <TableMessageRow colSpan={columns} loading>
              {adminStrings.common.loading}
            </TableMessageRow>
          )}
          {!shown && error && <TableMessageRow colSpan={columns}>{describeFailure(error).message}</TableMessageRow>}
          {shown && rows.length === 0 && <TableMessageRow colSpan={columns}>{t.empty}</TableMessageRow>}
          {rows.map((user) => (
            <Table.Row key={user.userId} data-testid="admin-user-row">
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
                    {user.disabled ? t.disabled : t.active}
                  </Badge>
                  {!user.emailConfirmed && (
                    <Badge size="sm" variant="subtle" colorPalette="orange">
                      {t.unconfirmed}
                    </Badge>
                  )}
                </HStack>
              </Table.Cell>
              <Table.Cell px="3" whiteSpace="nowrap">
                {formatDate(user.createdAt)}
              </Table.Cell>
              <Table.Cell px="3" whiteSpace="nowrap">
                {user.lastSignInAt ? formatDate(user.lastSignInAt) : t.never}
              </Table.Cell>
              <Table.Cell px="3" textAlign="end">
                <Button size="xs" variant="outline" onClick={() => setManaging(user.userId)} aria-label={t.manageLabel(user.userName)}>
                  <Settings2 aria-hidden="true" />
                  {t.manage}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </AdminTable>
      <LoadMore
        hasMore={!!shown?.users.pageInfo.hasNextPage}
        loading={loading && !!shown}
        onLoadMore={() => void fetchMore({ variables: { after: shown?.users.pageInfo.endCursor } })}
        summary={shown ? adminStrings.common.showing(rows.length) : undefined}
      />
      <AdminDrawer open={!!managed} onClose={() => setManaging(null)} title={managed ? t.manageTitle(managed.userName) : ''}>
        {managed && (
          <AccountPanel
            key={managed.userId}
            user={managed}
            onDeleted={() => {
              setManaging(null);
              void refetch();
            }}
          />
        )}
      </AdminDrawer>
    </AdminPage>
  );
}
