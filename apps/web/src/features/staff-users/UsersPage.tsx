import MoreVertIcon from '@mui/icons-material/MoreVert';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Menu,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { type AdminUser, emailSchema, GROUPS, NO_GROUP } from '@rc/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/staff/ConfirmDialog';
import { StaffTable } from '../../components/staff/StaffTable';
import '../../components/staff/texts';
import { useToast } from '../../components/useToast';
import { useSession } from '../../lib/session';
import { formatZonedDateTime, useStaffZone } from '../../lib/staff/timeZone';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import { emailOf, type UserGroupFilter, useInviteStaffMember, useUserAction, useUsers } from './api';
import { type ActionKey, actionsFor, toAction } from './userActions';
import './texts';

/** The row's actions menu. */
function RowActions({ user, own, onChoose }: { user: AdminUser; own: boolean; onChoose: (key: ActionKey) => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const email = emailOf(user);
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('staffUsers.actionsFor', { email })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('staffUsers.actionsFor', { email }), dense: true } }}
      >
        {actionsFor(user, own).map((key) => (
          <MenuItem
            key={key}
            onClick={() => {
              setAnchor(null);
              onChoose(key);
            }}
          >
            {t(`staffUsers.action.${key}`)}
          </MenuItem>
        ))}
        {own && (
          <Typography variant="caption" component="p" sx={{ px: 2, py: 0.5, maxWidth: 260, color: 'text.secondary' }}>
            {t('staffUsers.ownRowHint')}
          </Typography>
        )}
      </Menu>
    </>
  );
}

/** Invites a staff member by e-mail: an account in Admins, e-mailed how to choose a password. */
function InviteDialog({ open, onClose, onInvited }: { open: boolean; onClose: () => void; onInvited: () => void }) {
  const { t } = useTranslation();
  const { apiError, fieldError } = useErrorText();
  const toast = useToast();
  const invite = useInviteStaffMember();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [fieldProblem, setFieldProblem] = useState<string | undefined>();

  function close() {
    if (invite.isPending) return;
    setEmail('');
    setFieldProblem(undefined);
    invite.reset();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setFieldProblem(fieldError(parsed.error.issues[0]?.message));
      return;
    }
    setFieldProblem(undefined);
    invite.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('staffUsers.invite.done', { email: parsed.data }));
        setEmail('');
        invite.reset();
        onInvited();
      },
    });
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('staffUsers.invite.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('staffUsers.invite.intro')}</DialogContentText>
          {invite.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {apiError(invite.error)}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            size="small"
            type="email"
            autoComplete="off"
            label={t('staffUsers.invite.email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(fieldProblem)}
            helperText={fieldProblem}
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={invite.isPending}>
            {t('staffUsers.invite.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={invite.isPending}>
            {t('staffUsers.invite.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

const columnHelper = createColumnHelper<AdminUser>();

/**
 * Staff: user administration (/permission, staff spec "Cognito Users"): the users of a group (Admins,
 * Users, or none), 60 per server page by default, through the AdminQueries routes. Each row can be
 * enabled or disabled and added to or removed from a group, after a confirmation; an admin's own row
 * offers neither disabling nor leaving Admins. New staff are invited by e-mail.
 */
export function UsersPage() {
  const { t } = useTranslation();
  usePageTitle(t('staffUsers.title'));
  const zone = useStaffZone();
  const toast = useToast();
  const { apiError } = useErrorText();
  const { session } = useSession();
  const [group, setGroup] = useState<UserGroupFilter>(GROUPS.admins);
  const [inviting, setInviting] = useState(false);
  // The change being confirmed; kept while the dialog closes, so its text does not vanish mid-fade.
  const [pending, setPending] = useState<{ key: ActionKey; user: AdminUser } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const list = useUsers(group);
  const change = useUserAction();
  const me = session?.username;

  const columns = useMemo(
    () => [
      columnHelper.accessor((user) => emailOf(user), {
        id: 'email',
        header: t('staffUsers.columns.email'),
        cell: (info) => (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <span>{info.getValue()}</span>
            {info.row.original.Username === me && <Chip size="small" label={t('staffUsers.you')} />}
          </Stack>
        ),
      }),
      columnHelper.accessor('Username', { header: t('staffUsers.columns.username'), meta: { hiddenByDefault: true } }),
      columnHelper.accessor('Enabled', {
        header: t('staffUsers.columns.status'),
        cell: (info) => (
          <Chip
            size="small"
            variant="outlined"
            color={info.getValue() ? 'success' : 'default'}
            label={info.getValue() ? t('staffUsers.status.enabled') : t('staffUsers.status.disabled')}
          />
        ),
      }),
      columnHelper.accessor((user) => user.UserStatus === 'CONFIRMED', {
        id: 'confirmed',
        header: t('staffUsers.columns.confirmed'),
        meta: { hiddenByDefault: true },
        cell: (info) => (info.getValue() ? t('staff.yes') : t('staff.no')),
      }),
      columnHelper.accessor((user) => (user.Groups.length ? user.Groups.join(', ') : NO_GROUP), {
        id: 'groups',
        header: t('staffUsers.columns.groups'),
      }),
      columnHelper.accessor('UserCreateDate', {
        header: t('staffUsers.columns.created'),
        cell: (info) => formatZonedDateTime(info.getValue(), zone),
      }),
      columnHelper.accessor('UserLastSignInDate', {
        header: t('staffUsers.columns.lastSignIn'),
        cell: (info) => formatZonedDateTime(info.getValue(), zone),
      }),
      columnHelper.display({
        id: 'actions',
        header: t('staffUsers.columns.actions'),
        meta: { align: 'right' },
        cell: (info) => (
          <RowActions
            user={info.row.original}
            own={info.row.original.Username === me}
            onChoose={(key) => {
              setPending({ key, user: info.row.original });
              setConfirming(true);
            }}
          />
        ),
      }),
    ],
    [t, zone, me],
  );

  function confirm() {
    if (!pending) return;
    const { key, user } = pending;
    const email = emailOf(user);
    change.mutate(toAction(key, user.Username), {
      onSuccess: () => {
        toast.success(t(`staffUsers.done.${key}`, { email }));
        setConfirming(false);
      },
      onError: (error) => {
        toast.error(apiError(error));
        setConfirming(false);
      },
    });
  }

  const filters = (
    <Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={group}
        onChange={(_event, value: UserGroupFilter | null) => value && setGroup(value)}
        aria-label={t('staffUsers.group')}
      >
        <ToggleButton value={GROUPS.admins}>{t('staffUsers.groups.Admins')}</ToggleButton>
        <ToggleButton value={GROUPS.users}>{t('staffUsers.groups.Users')}</ToggleButton>
        <ToggleButton value="none">{t('staffUsers.groups.none')}</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );

  return (
    <>
      <StaffTable
        tableId="users"
        title={t('staffUsers.title')}
        headingLevel="h1"
        columns={columns}
        rows={list.rows}
        getRowId={(user) => user.Username}
        loading={list.loading}
        refreshing={list.refreshing}
        emptyText={t('staffUsers.empty')}
        paging={list.paging}
        filters={filters}
        actions={
          <Button size="small" variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
            {t('staffUsers.invite.open')}
          </Button>
        }
      />
      {list.error && <Alert severity="error">{apiError(list.error)}</Alert>}
      <ConfirmDialog
        open={confirming && Boolean(pending)}
        message={pending ? t(`staffUsers.confirm.${pending.key}`, { email: emailOf(pending.user) }) : ''}
        confirmLabel={pending ? t(`staffUsers.action.${pending.key}`) : undefined}
        busy={change.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={() => {
          setInviting(false);
          setGroup(GROUPS.admins);
        }}
      />
    </>
  );
}
