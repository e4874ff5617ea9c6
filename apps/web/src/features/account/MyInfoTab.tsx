import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Grid,
  TextField,
  Typography,
} from '@mui/material';
import { type ProfileInput, profileEditState, profileSchema } from '@rc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/FormTextField';
import { AddressFields, FormPhoneField } from '../../components/form/fields';
import { useToast } from '../../components/useToast';
import { type AccountMyInfoQuery, AccountUpdateProfileDocument } from '../../gql/graphql';
import type { AccountTabProps } from '../../lib/accountTabs';
import { execute } from '../../lib/graphql';
import { useParticipantViewMode } from '../../lib/participantView';
import { participantKeys } from '../../lib/queryKeys';
import { useErrorText } from '../../lib/useErrorText';
import { useMyInfo } from './api';
import '../../components/form/texts';
import './tabTexts';
import './texts';
import '../../i18n/messages';

/** Read-only fields look set apart from the ones the participant can change. */
const readOnlyStyle = { '& .MuiOutlinedInput-root': { bgcolor: 'action.hover' } } as const;

type Profile = NonNullable<AccountMyInfoQuery['getParticipant']>;

/** The profile fields of My Info, as the form holds them. */
function formValues(profile: Profile): ProfileInput {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    phoneNumber: profile.phoneNumber ?? '',
    address1: profile.address.address1 ?? '',
    address2: profile.address.address2 ?? '',
    city: profile.address.city ?? '',
    state: profile.address.state ?? '',
    postalCode: profile.address.postalCode ?? '',
  };
}

/**
 * My Info, 'Update Profile' (participant spec sections 2 and 5): the account number and e-mail
 * (read-only), names, phone and address. The server checks the address with the postal service on
 * save ('The provided address is not valid.', 'Post Office Boxes are not allowed.': error toast, 5 s)
 * and a refused address changes nothing. Until staff have reviewed the enrolment the form is disabled
 * with the spec's banner; a closed account sees its profile without the Update button.
 */
export default function MyInfoTab({ username }: AccountTabProps) {
  const { t } = useTranslation();
  const { data: profile, isError } = useMyInfo(username);

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('accountTabs.myInfo.heading')}
      </Typography>
      {isError ? (
        <Alert severity="error">{t('account.loadFailed')}</Alert>
      ) : !profile ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : (
        <ProfileForm username={username} profile={profile} />
      )}
    </>
  );
}

function ProfileForm({ username, profile }: { username: string; profile: Profile }) {
  const { t } = useTranslation();
  const { apiError } = useErrorText();
  const toast = useToast();
  const queryClient = useQueryClient();
  const formId = useId();
  const [updated, setUpdated] = useState(false);
  const editState = profileEditState(profile.status);
  // Staff reading the participant's view see the form as the participant does, but cannot change it.
  const { readOnly } = useParticipantViewMode();
  const locked = readOnly || editState !== 'editable';
  const {
    control,
    handleSubmit,
    setValue,
    reset,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(profileSchema), defaultValues: formValues(profile) });

  const onSubmit = handleSubmit(async (values) => {
    let saved: Profile | null;
    try {
      const result = await execute(AccountUpdateProfileDocument, {
        input: {
          username,
          firstName: values.firstName,
          lastName: values.lastName,
          phoneNumber: values.phoneNumber,
          address1: values.address1,
          address2: values.address2 ?? '',
          city: values.city,
          state: values.state,
          postalCode: values.postalCode,
        },
      });
      saved = { ...profile, ...result.updateParticipant };
    } catch (caught) {
      // Server errors of the profile save show in a red toast (spec section 8), 5 s.
      toast.error(apiError(caught));
      return;
    }
    reset(formValues(saved));
    setUpdated(true);
    await queryClient.invalidateQueries({ queryKey: participantKeys.one(username) });
  });

  return (
    <Box
      component="form"
      id={formId}
      aria-label={t('accountTabs.myInfo.formLabel')}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <Typography component="h2" variant="h5" gutterBottom>
        {t('accountTabs.myInfo.formLabel')}
      </Typography>
      {editState === 'notOnboarded' && (
        <Alert severity="info" role="note" sx={{ mb: 1 }}>
          {t('messages.profileDisabledUntilOnboarded')}
        </Alert>
      )}
      {editState === 'closed' && (
        <Alert severity="info" role="note" sx={{ mb: 1 }}>
          {t('messages.profileClosed')}
        </Alert>
      )}
      {editState === 'editable' && <Typography sx={{ mb: 1 }}>{t('accountTabs.myInfo.intro')}</Typography>}
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('accountTabs.myInfo.accountNo')}
            value={profile.accountNo}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { readOnly: true } }}
            sx={readOnlyStyle}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('accountTabs.myInfo.email')}
            value={profile.email}
            helperText={t('accountTabs.myInfo.emailHint')}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { readOnly: true } }}
            sx={readOnlyStyle}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="firstName"
            label={t('form.firstName')}
            autoComplete="given-name"
            required
            disabled={locked}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="lastName"
            label={t('form.lastName')}
            autoComplete="family-name"
            required
            disabled={locked}
          />
        </Grid>
      </Grid>
      <FormPhoneField
        control={control}
        name="phoneNumber"
        label={t('form.phone')}
        // A disabled field's hint would be greyed below the contrast minimum; the banner says why it is off.
        hint={locked ? undefined : t('form.phoneHint')}
        required
        disabled={locked}
      />
      <AddressFields control={control} setValue={setValue} disabled={locked} />
      {/* Profile editing is possible only while the account is not closed (spec section 4). */}
      {editState !== 'closed' && !readOnly && (
        <Button type="submit" variant="contained" size="large" loading={isSubmitting} disabled={locked} sx={{ mt: 2 }}>
          {t('accountTabs.myInfo.update')}
        </Button>
      )}
      <Dialog
        open={updated}
        onClose={() => setUpdated(false)}
        aria-labelledby={`${formId}-updated-title`}
        aria-describedby={`${formId}-updated-text`}
      >
        <DialogTitle id={`${formId}-updated-title`}>{t('accountTabs.myInfo.updatedTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${formId}-updated-text`}>{t('messages.profileUpdated')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setUpdated(false)} autoFocus>
            {t('accountTabs.myInfo.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
