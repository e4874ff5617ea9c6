import { Box, Button, Checkbox, FormControlLabel, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { DEVICE_DEFAULTS } from '@rc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormError } from '../../components/FormError';
import { ParticipantPicker, type PickedParticipant } from '../../components/staff/ParticipantPicker';
import { useToast } from '../../components/useToast';
import { useStaffZone } from '../../lib/staff/timeZone';
import { vehicleName } from '../../lib/staff/vehicleName';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import { createDevice, dayToInstant, useRegisterVehicles } from './api';
import './texts';
import '../../i18n/messages';

/**
 * Staff: associate one device with a participant's vehicle (/mro-devices/register, staff spec sections 2
 * and 5). The server records the device and points the vehicle at it (mroId, reporting type) in one
 * transaction. Missing required fields: 'Please fill out all required fields'; a serial already known:
 * 'The provided device serial number has already been registered'.
 */
export function RegisterDevicePage() {
  const { t } = useTranslation();
  usePageTitle(t('staffDevices.register.title'));
  const zone = useStaffZone();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { apiError } = useErrorText();
  const [participant, setParticipant] = useState<PickedParticipant | null>(null);
  const [vehicleId, setVehicleId] = useState('');
  const [serial, setSerial] = useState('');
  const [imei, setImei] = useState('');
  const [manufacturer, setManufacturer] = useState<string>(DEVICE_DEFAULTS.manufacturer);
  const [model, setModel] = useState('');
  const [gps, setGps] = useState(false);
  const [shipped, setShipped] = useState('');
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const vehicles = useRegisterVehicles(participant?.username ?? null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    if (!participant || !vehicleId || !serial.trim() || !imei.trim()) {
      setMissing(true);
      setError(t('messages.fillRequiredFields'));
      toast.error(t('messages.fillRequiredFields'));
      return;
    }
    setMissing(false);
    setSaving(true);
    try {
      await createDevice({
        username: participant.username,
        vehicleId,
        deviceSerialNumber: serial.trim(),
        deviceImei: imei.trim(),
        gpsEnabled: gps,
        manufacturer: manufacturer.trim() || null,
        model: model.trim() || null,
        shippedDate: shipped ? dayToInstant(shipped, zone) : null,
        shippingCarrier: carrier.trim() || null,
        shippingTrackingNumber: tracking.trim() || null,
      });
      toast.success(t('staffDevices.register.saved', { serial: serial.trim().toUpperCase() }));
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
      navigate('/mro-devices');
    } catch (caught) {
      const text = apiError(caught);
      setError(text);
      toast.error(text);
    } finally {
      setSaving(false);
    }
  }

  const required = (value: string) => missing && !value.trim();

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('staffDevices.register.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
          <FormError message={error} />
          <Stack spacing={2}>
            <ParticipantPicker
              label={t('staffDevices.register.participant')}
              value={participant}
              onChange={(next) => {
                setParticipant(next);
                setVehicleId('');
              }}
              required
              error={missing && !participant}
            />
            <TextField
              select
              size="small"
              required
              label={t('staffDevices.register.vehicle')}
              value={vehicleId}
              onChange={(event) => setVehicleId(event.target.value)}
              error={required(vehicleId)}
              disabled={!participant}
              helperText={
                participant && vehicles.data?.length === 0 ? t('staffDevices.register.noVehicles') : undefined
              }
            >
              {(vehicles.data ?? []).map((vehicle) => (
                <MenuItem key={vehicle.id} value={vehicle.id}>
                  {[vehicleName(vehicle), vehicle.vin].filter(Boolean).join(' · ')}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              required
              label={t('staffDevices.register.serial')}
              value={serial}
              onChange={(event) => setSerial(event.target.value)}
              error={required(serial)}
            />
            <TextField
              size="small"
              required
              label={t('staffDevices.register.imei')}
              value={imei}
              onChange={(event) => setImei(event.target.value)}
              error={required(imei)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                size="small"
                fullWidth
                label={t('staffDevices.register.manufacturer')}
                value={manufacturer}
                onChange={(event) => setManufacturer(event.target.value)}
              />
              <TextField
                size="small"
                fullWidth
                label={t('staffDevices.register.model')}
                value={model}
                onChange={(event) => setModel(event.target.value)}
              />
            </Stack>
            <FormControlLabel
              control={<Checkbox size="small" checked={gps} onChange={(event) => setGps(event.target.checked)} />}
              label={t('staffDevices.register.gps')}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                type="date"
                size="small"
                label={t('staffDevices.devices.shippedDate')}
                value={shipped}
                onChange={(event) => setShipped(event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                size="small"
                label={t('staffDevices.register.carrier')}
                value={carrier}
                onChange={(event) => setCarrier(event.target.value)}
              />
              <TextField
                size="small"
                label={t('staffDevices.register.tracking')}
                value={tracking}
                onChange={(event) => setTracking(event.target.value)}
              />
            </Stack>
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={saving}>
                {t('staffDevices.register.submit')}
              </Button>
              <Button component={RouterLink} to="/mro-devices">
                {t('staffDevices.register.back')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </Paper>
    </Box>
  );
}
