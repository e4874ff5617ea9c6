import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Fab, TextField, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ParticipantPicker, useParticipantParam } from '../../components/staff/ParticipantPicker';
import { useFilterParams, useTypedFilterParam } from '../../lib/staff/useFilterParams';
import { usePageTitle } from '../../lib/usePageTitle';
import { useAllDevices } from './api';
import { DevicesTable } from './DevicesTable';
import './texts';

/**
 * Staff: every participant's mileage reporting devices (/mro-devices, staff spec section 2 'Devices'),
 * one server page at a time, filtered by serial and participant; the participant tab's columns, inline
 * editor, removal and events expansion. Two floating buttons lead to the single association form and
 * to the manifest upload.
 */
export function DevicesPage() {
  const { t } = useTranslation();
  usePageTitle(t('staffDevices.page.title'));
  const queryClient = useQueryClient();
  // Filters live in the address (?serial=&participant=), so a filtered list can be reloaded and shared.
  const { params, setParam } = useFilterParams();
  const serial = params.get('serial') ?? '';
  const [serialInput, setSerialInput] = useTypedFilterParam(params, setParam, 'serial');
  const [participant, setParticipant] = useParticipantParam(params, setParam);
  const list = useAllDevices({ serial, username: participant?.username ?? '' });

  return (
    <Box sx={{ pb: 10 }}>
      <DevicesTable
        tableId="staff-devices"
        title={t('staffDevices.page.title')}
        headingLevel="h1"
        emptyText={t('staffDevices.page.empty')}
        list={list}
        showParticipant
        onChanged={() => queryClient.invalidateQueries({ queryKey: ['staff'] })}
        filters={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
            <TextField
              size="small"
              type="search"
              label={t('staffDevices.page.serial')}
              value={serialInput}
              onChange={(event) => setSerialInput(event.target.value)}
            />
            <ParticipantPicker
              label={t('staffDevices.page.participant')}
              value={participant}
              onChange={setParticipant}
            />
          </Box>
        }
      />
      <Box
        sx={{
          position: 'fixed',
          right: { xs: 16, sm: 24 },
          bottom: { xs: 16, sm: 24 },
          display: 'flex',
          gap: 1.5,
          zIndex: (theme) => theme.zIndex.speedDial,
        }}
      >
        <Tooltip title={t('staffDevices.page.bulkRegister')}>
          <Fab
            color="secondary"
            component={RouterLink}
            to="/mro-devices/bulk-register"
            aria-label={t('staffDevices.page.bulkRegister')}
          >
            <UploadFileIcon />
          </Fab>
        </Tooltip>
        <Tooltip title={t('staffDevices.page.associate')}>
          <Fab
            color="primary"
            component={RouterLink}
            to="/mro-devices/register"
            aria-label={t('staffDevices.page.associate')}
          >
            <AddIcon />
          </Fab>
        </Tooltip>
      </Box>
    </Box>
  );
}
