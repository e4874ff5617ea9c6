import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Chip, InputAdornment, Link, MenuItem, Stack, TextField } from '@mui/material';
import { PARTICIPANT_STATUSES } from '@rc/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StaffTable } from '../../components/staff/StaffTable';
import type { ParticipantStatus, StaffParticipantFlag } from '../../gql/staff/graphql';
import { fullName } from '../../lib/format';
import { mroTypeLabel } from '../../lib/staff/mroType';
import { participantPath } from '../../lib/staff/participantTabs';
import { formatZonedDate, useStaffZone } from '../../lib/staff/timeZone';
import { useFilterParams, useTypedFilterParam } from '../../lib/staff/useFilterParams';
import { usePageTitle } from '../../lib/usePageTitle';
import {
  PARTICIPANT_FLAGS,
  type ParticipantFilter,
  type ParticipantRow,
  participantsCsvHref,
  useParticipantSearch,
  usePilotPrograms,
} from './api';
import './texts';

function listParam<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T[] {
  return (params.get(name) ?? '')
    .split(',')
    .filter((value): value is T => (allowed as readonly string[]).includes(value));
}

const columnHelper = createColumnHelper<ParticipantRow>();

/**
 * Staff: the participants (/participants, and /dashboard for admins), one server page at a time, found by
 * one search box (name, e-mail, account number, phone, VIN, device serial) and filtered by status, pilot,
 * flags and onboarded date; the filter lives in the address, so a filtered list can be linked and the
 * browser's Back returns to it. The CSV holds every participant the filter selects.
 */
export function ParticipantsPage() {
  const { t } = useTranslation();
  usePageTitle(t('staffParticipants.title'));
  const zone = useStaffZone();
  const { params, setParam, clearParams } = useFilterParams();
  const { data: pilots = [] } = usePilotPrograms();
  const [searchInput, setSearchInput] = useTypedFilterParam(params, setParam, 'q');

  const filter: ParticipantFilter = {
    search: params.get('q') ?? '',
    status: listParam(params, 'status', PARTICIPANT_STATUSES as readonly ParticipantStatus[]),
    pilot: params.get('pilot') ?? '',
    flags: listParam(params, 'flags', PARTICIPANT_FLAGS),
    onboardedFrom: params.get('from') ?? '',
    onboardedTo: params.get('to') ?? '',
    zone,
  };

  const list = useParticipantSearch(filter);

  const columns = useMemo(
    () => [
      columnHelper.accessor('accountNo', {
        header: t('staffParticipants.columns.accountNo'),
        meta: { sortField: 'accountNo' },
        cell: (info) => (
          <Link component={RouterLink} to={participantPath(info.row.original.username)}>
            {info.getValue()}
          </Link>
        ),
      }),
      columnHelper.accessor((row) => fullName(row.firstName, row.middleName, row.lastName), {
        id: 'name',
        header: t('staffParticipants.columns.name'),
        meta: { sortField: 'lastName' },
      }),
      columnHelper.accessor('email', { header: t('staffParticipants.columns.email'), meta: { sortField: 'email' } }),
      columnHelper.accessor('phoneNumber', { header: t('staffParticipants.columns.phone') }),
      columnHelper.accessor('status', {
        header: t('staffParticipants.columns.status'),
        meta: { sortField: 'status' },
        cell: (info) => t(`status.${info.getValue()}`),
      }),
      columnHelper.accessor((row) => row.pilotProgram?.shortName ?? '', {
        id: 'pilot',
        header: t('staffParticipants.columns.pilot'),
      }),
      columnHelper.accessor('mroDevicePreference', {
        header: t('staffParticipants.columns.reporting'),
        cell: (info) => mroTypeLabel(t, info.getValue()),
      }),
      columnHelper.accessor((row) => row.address.city ?? '', {
        id: 'city',
        header: t('staffParticipants.columns.city'),
        meta: { hiddenByDefault: true },
      }),
      columnHelper.accessor((row) => row.address.state ?? '', {
        id: 'state',
        header: t('staffParticipants.columns.state'),
        meta: { hiddenByDefault: true },
      }),
      columnHelper.display({
        id: 'flags',
        header: t('staffParticipants.columns.flags'),
        cell: (info) => (
          <Stack direction="row" sx={{ gap: 0.5 }}>
            {PARTICIPANT_FLAGS.filter((flag) => info.row.original[flag]).map((flag) => (
              <Chip
                key={flag}
                size="small"
                color="warning"
                variant="outlined"
                label={t(`staffParticipants.flag.${flag}`)}
              />
            ))}
          </Stack>
        ),
      }),
      columnHelper.accessor('onboardedDate', {
        header: t('staffParticipants.columns.onboarded'),
        meta: { sortField: 'onboardedDate' },
        cell: (info) => formatZonedDate(info.getValue(), zone),
      }),
      columnHelper.accessor('createdAt', {
        header: t('staffParticipants.columns.created'),
        meta: { sortField: 'createdAt' },
        cell: (info) => formatZonedDate(info.getValue(), zone),
      }),
      columnHelper.accessor('username', {
        header: t('staffParticipants.columns.username'),
        meta: { hiddenByDefault: true },
      }),
    ],
    [t, zone],
  );

  const filtered = Boolean(
    filter.search ||
      filter.status.length ||
      filter.pilot ||
      filter.flags.length ||
      filter.onboardedFrom ||
      filter.onboardedTo,
  );

  const filters = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        type="search"
        label={t('staffParticipants.search')}
        helperText={t('staffParticipants.searchHint')}
        value={searchInput}
        onChange={(event) => setSearchInput(event.target.value)}
        sx={{ minWidth: { xs: '100%', sm: 320 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={t('staffParticipants.status')}
        value={filter.status}
        onChange={(event) => {
          const value = event.target.value as unknown as string[] | string;
          setParam('status', (Array.isArray(value) ? value : value.split(',')).join(','));
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (value) => (value as ParticipantStatus[]).map((s) => t(`status.${s}`)).join(', '),
          },
        }}
        sx={{ minWidth: 160 }}
      >
        {PARTICIPANT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('staffParticipants.pilot')}
        value={filter.pilot}
        onChange={(event) => setParam('pilot', event.target.value)}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">{t('staffParticipants.anyPilot')}</MenuItem>
        {pilots.map((pilot) => (
          <MenuItem key={pilot.id} value={pilot.id}>
            {pilot.shortName}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('staffParticipants.flags')}
        value={filter.flags}
        onChange={(event) => {
          const value = event.target.value as unknown as string[] | string;
          setParam('flags', (Array.isArray(value) ? value : value.split(',')).join(','));
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (value) =>
              (value as StaffParticipantFlag[]).map((f) => t(`staffParticipants.flag.${f}`)).join(', '),
          },
        }}
        sx={{ minWidth: 160 }}
      >
        {PARTICIPANT_FLAGS.map((flag) => (
          <MenuItem key={flag} value={flag}>
            {t(`staffParticipants.flag.${flag}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={t('staffParticipants.onboardedFrom')}
        value={filter.onboardedFrom}
        onChange={(event) => setParam('from', event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('staffParticipants.onboardedTo')}
        value={filter.onboardedTo}
        onChange={(event) => setParam('to', event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {filtered && (
        <Button
          onClick={() => {
            setSearchInput('');
            clearParams();
          }}
        >
          {t('staffParticipants.clear')}
        </Button>
      )}
    </Box>
  );

  return (
    <StaffTable
      tableId="participants"
      title={t('staffParticipants.title')}
      headingLevel="h1"
      columns={columns}
      rows={list.rows}
      getRowId={(row) => row.username}
      loading={list.loading}
      refreshing={list.refreshing}
      emptyText={t('staffParticipants.empty')}
      paging={list.paging}
      sort={list.sort}
      filters={filters}
      csvHref={participantsCsvHref(filter, list.sort)}
    />
  );
}
