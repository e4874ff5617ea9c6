import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffPickParticipantsDocument, type StaffPickParticipantsQuery } from '../../gql/staff/graphql';
import { fullName } from '../../lib/format';
import { execute } from '../../lib/graphql';
import { useSettled } from '../../lib/useSettled';
import './texts';

export type PickedParticipant = StaffPickParticipantsQuery['searchParticipants']['items'][number];

const OPTIONS = 20;

/** How a participant reads in the picker: name, e-mail and account number. */
export function pickedParticipantLabel(p: PickedParticipant): string {
  const name = fullName(p.firstName, p.middleName, p.lastName);
  return [name, p.email, p.accountNo ? `#${p.accountNo}` : ''].filter(Boolean).join(' · ') || p.username;
}

/**
 * A participant filter kept in the address as ?<name>=<username>: the picked participant (as picked, or
 * known only by the username when the page opens from a link) and the setter for the picker.
 */
export function useParticipantParam(
  params: URLSearchParams,
  setParam: (name: string, value: string) => void,
  name = 'participant',
): [PickedParticipant | null, (next: PickedParticipant | null) => void] {
  const username = params.get(name) ?? '';
  const [picked, setPicked] = useState<PickedParticipant | null>(null);
  const value = !username ? null : picked?.username === username ? picked : { username, accountNo: '', email: '' };
  const onChange = (next: PickedParticipant | null) => {
    setPicked(next);
    setParam(name, next?.username ?? '');
  };
  return [value, onChange];
}

/**
 * Staff: chooses one participant by typing (name, e-mail, account number — searchParticipants), for
 * forms that act for a participant (device association, …). Shows the first 20 matches.
 */
export function ParticipantPicker({
  label,
  value,
  onChange,
  required,
  error,
  helperText,
}: {
  label: string;
  value: PickedParticipant | null;
  onChange: (participant: PickedParticipant | null) => void;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useSettled(input.trim());
  const { data, isFetching } = useQuery({
    queryKey: ['staff', 'participantPicker', search],
    queryFn: async () =>
      (await execute(StaffPickParticipantsDocument, { search: search || null, limit: OPTIONS })).searchParticipants
        .items,
    staleTime: 30_000,
  });
  // Only the answer for what is typed is offered: an option of an earlier answer, clicked just as the
  // next one arrives, would pick whoever is at its place in the new list.
  const settled = search === input.trim() && !isFetching;

  return (
    <Autocomplete
      size="small"
      options={settled ? (data ?? []) : []}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      // The server filters; every option it sends matches.
      filterOptions={(options) => options}
      getOptionLabel={pickedParticipantLabel}
      isOptionEqualToValue={(option, selected) => option.username === selected.username}
      loading={!settled}
      loadingText={t('staff.picker.loading')}
      noOptionsText={t('staff.picker.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error}
          helperText={helperText ?? t('staff.picker.hint')}
        />
      )}
      sx={{ minWidth: { xs: '100%', sm: 360 } }}
    />
  );
}
