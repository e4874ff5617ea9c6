import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, InputAdornment, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import '../../components/staff/texts';
import { StaffSearchDocument, type StaffSearchQuery } from '../../gql/staff/graphql';
import { execute } from '../../lib/graphql';
import { participantPath } from '../../lib/staff/participantTabs';
import { useSettled } from '../../lib/useSettled';

type Hit = StaffSearchQuery['staffSearch'][number];

const MIN_LENGTH = 2;
const DEBOUNCE_MS = 250;

/** Where a hit leads: the participant, or the tab of their detail that shows the trip, device or transaction. */
export function hitPath(hit: Hit): string | null {
  if (hit.kind === 'participant') return participantPath(hit.id);
  if (hit.kind === 'trip') return `/trip/${encodeURIComponent(hit.id)}`;
  if (!hit.username) return null;
  if (hit.kind === 'device') return participantPath(hit.username, 'devices');
  return participantPath(hit.username, 'payments');
}

export const staffSearchKeys = {
  all: ['staffSearch'] as const,
  query: (query: string) => [...staffSearchKeys.all, query] as const,
};

/**
 * The console's global search (top bar): the participants list's search (name, e-mail, account number,
 * phone, VIN, device serial) plus exact trip and transaction ids; choosing a hit opens it.
 */
export function GlobalSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const query = useSettled(input.trim(), DEBOUNCE_MS);
  const enabled = query.length >= MIN_LENGTH;
  const { data = [], isFetching } = useQuery({
    queryKey: staffSearchKeys.query(query),
    queryFn: async () => (await execute(StaffSearchDocument, { query })).staffSearch,
    enabled,
    staleTime: 30_000,
  });
  // Only the hits for what is typed are offered: a hit of an earlier answer, clicked just as the next
  // one arrives, would open whatever is at its place in the new list.
  const settled = query === input.trim() && !isFetching;

  return (
    <Autocomplete<Hit, false, false, false>
      size="small"
      options={enabled && settled ? data : []}
      filterOptions={(options) => options}
      getOptionLabel={(hit) => hit.label}
      getOptionKey={(hit) => `${hit.kind}:${hit.id}`}
      isOptionEqualToValue={(a, b) => a.kind === b.kind && a.id === b.id}
      inputValue={input}
      // Only typing and the clear button change the text: choosing a hit clears it, leaving the box keeps it.
      onInputChange={(_, value, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(value);
      }}
      clearOnBlur={false}
      value={null}
      onChange={(_, hit) => {
        if (!hit) return;
        const path = hitPath(hit);
        setInput('');
        if (path) void navigate(path);
      }}
      loading={input.trim().length >= MIN_LENGTH && !settled}
      loadingText={t('staff.shell.searching')}
      noOptionsText={enabled ? t('staff.shell.noMatches') : t('staff.shell.searchHint')}
      blurOnSelect
      sx={{ width: { xs: '100%', md: 220, lg: 260, xl: 340 } }}
      renderOption={(props, hit) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {t(`staff.shell.kinds.${hit.kind}`)}
            </Typography>
            {hit.label}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('staff.shell.search')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('staff.shell.searchLabel') },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ bgcolor: 'common.white', borderRadius: 1 }}
        />
      )}
    />
  );
}
