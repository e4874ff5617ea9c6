import HistoryIcon from '@mui/icons-material/History';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  createCordonSchema,
  ISO_WEEKDAYS,
  isEffectiveFromAllowed,
  type LatLng,
  messages,
  ratesDateKey,
  US_STATES,
  updateCordonSchema,
} from '@rc/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { FormError } from '../../components/FormError';
import { InForce } from '../../components/staff/rates/InForce';
import { RateHistoryDialog } from '../../components/staff/rates/RateHistoryDialog';
import { rateHistoryKey } from '../../components/staff/rates/rateHistoryApi';
import { weekdayKey } from '../../components/staff/rates/rateUnits';
import { useToast } from '../../components/useToast';
import { useConfiguration } from '../../lib/configuration';
import { mileageUnitOf } from '../../lib/format';
import { useErrorText } from '../../lib/useErrorText';
import { usePageTitle } from '../../lib/usePageTitle';
import { type CordonRow, cordonKeys, createCordon, updateCordon, useCordon } from './api';
import { CORDONS_PATH } from './paths';
import {
  centsToDollars,
  distanceForDisplay,
  distanceToStored,
  dollarsToCents,
  numberText,
  rateForDisplay,
  rateToStored,
} from './units';
import type { EditorMode } from './ZoneEditorMap';
import {
  crosses,
  draftOf,
  newZoneKey,
  withPoints,
  withText,
  ZONE_COLOURS,
  type ZoneDraft,
  zoneColour,
  zoneInput,
} from './zoneDraft';
import '../../components/staff/texts';
import './texts';

// Leaflet and Geoman come with the map only (a staff chunk of their own).
const ZoneEditorMap = lazy(() => import('./ZoneEditorMap'));

interface Fields {
  state: string;
  name: string;
  description: string;
  days: number[];
  internalStart: string;
  internalEnd: string;
  entryFee: string;
  exitFee: string;
  rate: string;
  minimumDistance: string;
  minimumTotalDistance: string;
}

type Errors = Record<string, string>;

const EMPTY: Fields = {
  state: 'CA',
  name: '',
  description: '',
  days: [1, 2, 3, 4, 5],
  internalStart: '06:00',
  internalEnd: '19:00',
  entryFee: '0.00',
  exitFee: '0.00',
  rate: '0',
  minimumDistance: '',
  minimumTotalDistance: '',
};

/**
 * Staff: one cordon (/cordon/{id}, staff spec sections 2, 3 and 6), or a new one (/cordon/new): its
 * fields, and its zones drawn and edited on a map (Geoman: draw a polygon, move or delete its points)
 * or typed as outline points, with a name, description and colour each. Fields are checked with the
 * domain's cordon schema as the server does (the server is the authority); an outline that crosses
 * itself is refused at once. Rates and distances are shown in the configured mileage unit.
 */
export function CordonPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const cordon = useCordon(isNew ? null : id);
  const { t } = useTranslation();

  if (!isNew && cordon.isPending) return <CircularProgress aria-label={t('staffCordons.title')} />;
  if (!isNew && !cordon.data) {
    return (
      <Stack spacing={2}>
        <Alert severity="error">{t('staffCordons.detail.notFound')}</Alert>
        <Button component={RouterLink} to={CORDONS_PATH} sx={{ alignSelf: 'flex-start' }}>
          {t('staffCordons.detail.back')}
        </Button>
      </Stack>
    );
  }
  return (
    <CordonForm key={cordon.data ? `${cordon.data.id}@${cordon.data.updatedAt}` : 'new'} cordon={cordon.data ?? null} />
  );
}

function fieldsOf(cordon: CordonRow | null, unit: 'km' | 'mi'): Fields {
  if (!cordon) return EMPTY;
  const distance = (km: number | null | undefined) => (km == null ? '' : numberText(distanceForDisplay(km, unit)));
  return {
    state: cordon.state,
    name: cordon.name,
    description: cordon.description ?? '',
    days: [...cordon.days],
    internalStart: cordon.internalStart ?? '',
    internalEnd: cordon.internalEnd ?? '',
    entryFee: centsToDollars(cordon.entryFeeCents),
    exitFee: centsToDollars(cordon.exitFeeCents),
    rate: numberText(rateForDisplay(cordon.centsPerMileageUnit, unit)),
    minimumDistance: distance(cordon.minimumDistanceInMileageUnit),
    minimumTotalDistance: distance(cordon.minimumTotalDistanceInMileageUnit),
  };
}

function CordonForm({ cordon }: { cordon: CordonRow | null }) {
  const { t } = useTranslation();
  const { fieldError, apiError } = useErrorText();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const unit = mileageUnitOf(useConfiguration().get('MILEAGE_UNIT'));
  usePageTitle(cordon ? t('staffCordons.detail.title', { name: cordon.name }) : t('staffCordons.detail.newTitle'));

  const [fields, setFields] = useState<Fields>(() => fieldsOf(cordon, unit));
  const [zones, setZones] = useState<ZoneDraft[]>(() => (cordon?.zones ?? []).map(draftOf));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [mapNotice, setMapNotice] = useState<string | null>(null);
  const [mode, setMode] = useState<EditorMode>('view');
  const [saving, setSaving] = useState(false);
  // A change of an existing cordon is dated (its zones too): from today (the moment of saving) or a later day.
  const today = ratesDateKey(new Date());
  const [effectiveFrom, setEffectiveFrom] = useState(today);
  const [showHistory, setShowHistory] = useState(false);

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((f) => ({ ...f, [key]: value }));
  /** A field's message goes once it is changed (the next save checks it again). */
  const clear = (key: string) => {
    setFormError(null);
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _gone, ...rest } = current;
      return rest;
    });
  };
  const selfCrossing = fieldError(messages.zoneSelfCrossing) ?? messages.zoneSelfCrossing;

  const zoneProblem = (zone: ZoneDraft, index: number): string | undefined => {
    if (zone.badLine !== null) return t('staffCordons.zones.pointsInvalid', { line: zone.badLine });
    if (crosses(zone.points)) return selfCrossing;
    return errors[`zones.${index}.polyline`];
  };

  const mapZones = useMemo(
    () =>
      zones.map((zone, index) => ({
        key: zone.key,
        label: zone.name || t('staffCordons.zones.zone', { number: index + 1 }),
        color: zone.color || zoneColour(index),
        points: zone.points,
        invalid: zone.badLine !== null || crosses(zone.points),
      })),
    [zones, t],
  );

  const nextName = (list: readonly ZoneDraft[]) => {
    const taken = new Set(list.map((z) => z.name));
    let n = list.length + 1;
    while (taken.has(t('staffCordons.zones.defaultName', { number: n }))) n++;
    return t('staffCordons.zones.defaultName', { number: n });
  };

  function addZone(points: LatLng[]) {
    const zone: ZoneDraft = {
      key: newZoneKey(),
      name: nextName(zones),
      description: '',
      color: zoneColour(zones.length),
      points: [],
      text: '',
      badLine: null,
    };
    const added = withPoints(zone, points);
    setZones((list) => [...list, added]);
    clear('zones');
    return added;
  }

  function drawn(points: LatLng[]) {
    if (crosses(points)) {
      setMapNotice(`${selfCrossing} ${t('staffCordons.zones.drawnRefused')}`);
      return;
    }
    setMapNotice(null);
    const zone = addZone(points);
    toast.success(t('staffCordons.zones.added', { name: zone.name }));
  }

  const updateZone = (key: string, change: (zone: ZoneDraft) => ZoneDraft) =>
    setZones((list) => list.map((zone) => (zone.key === key ? change(zone) : zone)));

  function removeZone(zone: ZoneDraft) {
    setZones((list) => list.filter((z) => z.key !== zone.key));
    toast.success(t('staffCordons.zones.removed', { name: zone.name }));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found: Errors = {};
    const entryFeeCents = dollarsToCents(fields.entryFee);
    const exitFeeCents = dollarsToCents(fields.exitFee || '0');
    if (entryFeeCents === null) found.entryFeeCents = t('staffCordons.detail.moneyInvalid');
    if (exitFeeCents === null) found.exitFeeCents = t('staffCordons.detail.moneyInvalid');
    const number = (text: string, key: string) => {
      if (!text.trim()) return null;
      const value = Number(text.trim());
      if (!Number.isFinite(value)) {
        found[key] = t('staffCordons.detail.numberInvalid');
        return null;
      }
      return value;
    };
    const rate = number(fields.rate, 'centsPerMileageUnit');
    const minimum = number(fields.minimumDistance, 'minimumDistanceInMileageUnit');
    const minimumTotal = number(fields.minimumTotalDistance, 'minimumTotalDistanceInMileageUnit');
    zones.forEach((zone, index) => {
      const problem = zone.badLine !== null || crosses(zone.points) ? zoneProblem(zone, index) : undefined;
      if (problem) found[`zones.${index}.polyline`] = problem;
    });
    const input = {
      state: fields.state,
      name: fields.name,
      description: fields.description.trim() || null,
      zones: zones.map(zoneInput),
      days: fields.days,
      internalStart: fields.internalStart,
      internalEnd: fields.internalEnd,
      entryFeeCents: entryFeeCents ?? 0,
      exitFeeCents: exitFeeCents ?? 0,
      centsPerMileageUnit: rate === null ? Number.NaN : rateToStored(rate, unit),
      minimumDistanceInMileageUnit: minimum === null ? null : distanceToStored(minimum, unit),
      minimumTotalDistanceInMileageUnit: minimumTotal === null ? null : distanceToStored(minimumTotal, unit),
    };
    const dated = cordon && effectiveFrom !== today ? { effectiveFrom } : {};
    if (cordon && !isEffectiveFromAllowed(effectiveFrom)) {
      found.effectiveFrom = fieldError(messages.effectiveFromInvalid) ?? messages.effectiveFromInvalid;
    }
    const checked = cordon
      ? updateCordonSchema.safeParse({ id: cordon.id, ...input, ...dated })
      : createCordonSchema.safeParse(input);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const key = issue.path.join('.');
        if (!found[key]) found[key] = fieldError(issue.message) ?? issue.message;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const text = found.zones ?? t('staffCordons.detail.fixErrors');
      setFormError(text);
      toast.error(text);
      return;
    }
    setSaving(true);
    try {
      const saved = cordon ? await updateCordon({ id: cordon.id, ...input, ...dated }) : await createCordon(input);
      toast.success(t(cordon ? 'staffCordons.detail.saved' : 'staffCordons.detail.created', { name: saved.name }));
      queryClient.setQueryData(cordonKeys.one(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: cordonKeys.list });
      await queryClient.invalidateQueries({ queryKey: rateHistoryKey('cordon', saved.id) });
      if (!cordon) navigate(`/cordon/${encodeURIComponent(saved.id)}`, { replace: true });
    } catch (caught) {
      const text = apiError(caught);
      setFormError(text);
      toast.error(text);
    } finally {
      setSaving(false);
    }
  }

  const text = (
    key: keyof Fields,
    errorKey: string,
    label: string,
    extra: Record<string, unknown> = {},
    hint?: string,
  ) => (
    <TextField
      size="small"
      label={label}
      value={fields[key] as string}
      onChange={(event) => {
        set(key, event.target.value as never);
        clear(errorKey);
      }}
      error={Boolean(errors[errorKey])}
      helperText={errors[errorKey] ?? hint}
      {...extra}
    />
  );

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Button component={RouterLink} to={CORDONS_PATH} size="small" sx={{ mb: 1 }}>
        {t('staffCordons.detail.back')}
      </Button>
      <Typography variant="h1" sx={{ mb: cordon ? 0.5 : 2 }}>
        {cordon ? t('staffCordons.detail.title', { name: cordon.name }) : t('staffCordons.detail.newTitle')}
      </Typography>
      {cordon && (
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }} data-testid="cordon-in-force">
          <InForce effectiveFrom={cordon.effectiveFrom} nextChangeFrom={cordon.nextChangeFrom} />
          <Button size="small" startIcon={<HistoryIcon />} onClick={() => setShowHistory(true)}>
            {t('staffCordons.detail.history')}
          </Button>
        </Stack>
      )}
      {cordon && showHistory && (
        <RateHistoryDialog kind="cordon" id={cordon.id} name={cordon.name} onClose={() => setShowHistory(false)} />
      )}
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <FormError message={formError} />
        <Stack spacing={3}>
          <Paper variant="outlined" component="section" aria-labelledby="cordon-fields" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="cordon-fields" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
              {t('staffCordons.detail.fields')}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
              }}
            >
              {text('name', 'name', t('staffCordons.detail.name'), { required: true })}
              <TextField
                select
                size="small"
                required
                label={t('staffCordons.detail.state')}
                value={fields.state}
                onChange={(event) => {
                  set('state', event.target.value);
                  clear('state');
                }}
                error={Boolean(errors.state)}
                helperText={errors.state}
              >
                {US_STATES.map(([code, name]) => (
                  <MenuItem key={code} value={code}>
                    {`${code} – ${name}`}
                  </MenuItem>
                ))}
              </TextField>
              {text('description', 'description', t('staffCordons.detail.description'), {
                multiline: true,
                minRows: 1,
                sx: { gridColumn: { lg: 'span 1' } },
              })}
              <FormControl component="fieldset" error={Boolean(errors.days)} sx={{ gridColumn: '1 / -1' }}>
                <FormLabel component="legend">{t('staffCordons.detail.days')}</FormLabel>
                <FormGroup row>
                  {ISO_WEEKDAYS.map((day) => (
                    <FormControlLabel
                      key={day}
                      control={
                        <Checkbox
                          size="small"
                          checked={fields.days.includes(day)}
                          onChange={(event) => {
                            set(
                              'days',
                              event.target.checked
                                ? [...fields.days, day].sort((a, b) => a - b)
                                : fields.days.filter((d) => d !== day),
                            );
                            clear('days');
                          }}
                        />
                      }
                      label={t(`staff.weekdaysLong.${weekdayKey(day)}`)}
                    />
                  ))}
                </FormGroup>
                {errors.days && <FormHelperText>{errors.days}</FormHelperText>}
              </FormControl>
              {text('internalStart', 'internalStart', t('staffCordons.detail.start'), {
                type: 'time',
                required: true,
                slotProps: { inputLabel: { shrink: true } },
              })}
              {text('internalEnd', 'internalEnd', t('staffCordons.detail.end'), {
                type: 'time',
                required: true,
                slotProps: { inputLabel: { shrink: true } },
              })}
              {text('entryFee', 'entryFeeCents', t('staffCordons.detail.entryFee'), {
                required: true,
                slotProps: { htmlInput: { inputMode: 'decimal' } },
              })}
              {text(
                'exitFee',
                'exitFeeCents',
                t('staffCordons.detail.exitFee'),
                { slotProps: { htmlInput: { inputMode: 'decimal' } } },
                t('staffCordons.detail.exitFeeHint'),
              )}
              {text('rate', 'centsPerMileageUnit', t('staffCordons.detail.rate', { unit }), {
                required: true,
                slotProps: { htmlInput: { inputMode: 'decimal' } },
              })}
              {text(
                'minimumDistance',
                'minimumDistanceInMileageUnit',
                t('staffCordons.detail.minimumDistance', { unit }),
                {
                  slotProps: { htmlInput: { inputMode: 'decimal' } },
                },
              )}
              {text(
                'minimumTotalDistance',
                'minimumTotalDistanceInMileageUnit',
                t('staffCordons.detail.minimumTotalDistance', { unit }),
                { slotProps: { htmlInput: { inputMode: 'decimal' } } },
              )}
            </Box>
          </Paper>

          <Paper variant="outlined" component="section" aria-labelledby="cordon-zones" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="cordon-zones" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {t('staffCordons.zones.title')}
            </Typography>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {t('staffCordons.zones.help')}
            </Typography>
            {errors.zones && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {errors.zones}
              </Alert>
            )}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
              <Button
                variant={mode === 'draw' ? 'contained' : 'outlined'}
                size="small"
                onClick={() => {
                  setMapNotice(null);
                  setMode(mode === 'draw' ? 'view' : 'draw');
                }}
              >
                {mode === 'draw' ? t('staffCordons.zones.cancelDraw') : t('staffCordons.zones.draw')}
              </Button>
              <Button
                variant={mode === 'edit' ? 'contained' : 'outlined'}
                size="small"
                disabled={zones.length === 0}
                onClick={() => setMode(mode === 'edit' ? 'view' : 'edit')}
              >
                {mode === 'edit' ? t('staffCordons.zones.stopEdit') : t('staffCordons.zones.edit')}
              </Button>
              <Button
                variant="outlined"
                size="small"
                onClick={() => {
                  const zone = addZone([]);
                  // The new zone's points field is where keyboard users continue.
                  requestAnimationFrame(() => document.getElementById(`${zone.key}-points`)?.focus());
                }}
              >
                {t('staffCordons.zones.add')}
              </Button>
            </Stack>
            <Box role="status" sx={{ minHeight: 24, mb: 1 }}>
              {mode === 'draw' && <Typography variant="body2">{t('staffCordons.zones.drawing')}</Typography>}
            </Box>
            {mapNotice && (
              <Alert severity="error" role="alert" sx={{ mb: 1 }} onClose={() => setMapNotice(null)}>
                {mapNotice}
              </Alert>
            )}
            <Suspense fallback={<CircularProgress aria-label={t('staffCordons.zones.title')} />}>
              <ZoneEditorMap
                zones={mapZones}
                mode={mode}
                label={t('staffCordons.zones.mapLabel')}
                onDrawn={drawn}
                onEdited={(key, points) => {
                  updateZone(key, (zone) => withPoints(zone, points));
                  clear(`zones.${zones.findIndex((zone) => zone.key === key)}.polyline`);
                }}
                onDrawEnd={() => setMode((m) => (m === 'draw' ? 'view' : m))}
              />
            </Suspense>

            <Stack spacing={2} sx={{ mt: 2 }}>
              {zones.map((zone, index) => (
                <ZoneFields
                  key={zone.key}
                  zone={zone}
                  number={index + 1}
                  errors={errors}
                  index={index}
                  problem={zoneProblem(zone, index)}
                  onChange={(field, change) => {
                    updateZone(zone.key, change);
                    clear(`zones.${index}.${field}`);
                  }}
                  onRemove={() => removeZone(zone)}
                />
              ))}
            </Stack>
          </Paper>

          {cordon && (
            <TextField
              size="small"
              type="date"
              label={t('staffCordons.detail.effectiveFrom')}
              value={effectiveFrom}
              onChange={(event) => {
                setEffectiveFrom(event.target.value);
                clear('effectiveFrom');
              }}
              error={Boolean(errors.effectiveFrom)}
              helperText={errors.effectiveFrom ?? t('staffCordons.detail.effectiveFromHelp')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
              sx={{ maxWidth: 360 }}
            />
          )}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={saving}>
              {cordon ? t('staffCordons.detail.save') : t('staffCordons.detail.create')}
            </Button>
            <Button component={RouterLink} to={CORDONS_PATH}>
              {t('staffCordons.detail.back')}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Box>
  );
}

interface ZoneFieldsProps {
  zone: ZoneDraft;
  number: number;
  index: number;
  errors: Errors;
  problem: string | undefined;
  onChange: (field: 'name' | 'description' | 'color' | 'polyline', change: (zone: ZoneDraft) => ZoneDraft) => void;
  onRemove: () => void;
}

/** One zone's name, description, colour and outline points (the keyboard way to draw and edit it). */
function ZoneFields({ zone, number, index, errors, problem, onChange, onRemove }: ZoneFieldsProps) {
  const { t } = useTranslation();
  const legend = zone.name || t('staffCordons.zones.zone', { number });
  const colourOptions: string[] = (ZONE_COLOURS as readonly string[]).includes(zone.color)
    ? [...ZONE_COLOURS]
    : [...ZONE_COLOURS, zone.color];
  const colourName = (value: string) =>
    (ZONE_COLOURS as readonly string[]).includes(value)
      ? t(`staffCordons.colors.${value as (typeof ZONE_COLOURS)[number]}`)
      : t('staffCordons.colors.other', { value });
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      sx={{ p: 2, m: 0, borderLeft: 6, borderLeftColor: zone.color || 'divider', minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ px: 0.5, fontWeight: 600 }}>
        {legend}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          <TextField
            size="small"
            required
            label={t('staffCordons.zones.name')}
            value={zone.name}
            onChange={(event) => onChange('name', (z) => ({ ...z, name: event.target.value }))}
            error={Boolean(errors[`zones.${index}.name`])}
            helperText={errors[`zones.${index}.name`]}
          />
          <TextField
            size="small"
            multiline
            minRows={1}
            label={t('staffCordons.zones.description')}
            value={zone.description}
            onChange={(event) => onChange('description', (z) => ({ ...z, description: event.target.value }))}
            error={Boolean(errors[`zones.${index}.description`])}
            helperText={errors[`zones.${index}.description`]}
          />
          <TextField
            select
            size="small"
            label={t('staffCordons.zones.color')}
            value={zone.color}
            onChange={(event) => onChange('color', (z) => ({ ...z, color: event.target.value }))}
            error={Boolean(errors[`zones.${index}.color`])}
            helperText={errors[`zones.${index}.color`]}
          >
            {colourOptions.map((value) => (
              <MenuItem key={value} value={value}>
                <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ width: 14, height: 14, bgcolor: value, borderRadius: 0.5, flex: 'none' }}
                  />
                  {colourName(value)}
                </Box>
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            color="error"
            size="small"
            sx={{ alignSelf: 'flex-start' }}
            aria-label={t('staffCordons.zones.removeLabel', { name: legend })}
            onClick={onRemove}
          >
            {t('staffCordons.zones.remove')}
          </Button>
        </Stack>
        <TextField
          id={`${zone.key}-points`}
          size="small"
          multiline
          minRows={4}
          maxRows={12}
          label={t('staffCordons.zones.points')}
          value={zone.text}
          onChange={(event) => onChange('polyline', (z) => withText(z, event.target.value))}
          error={Boolean(problem)}
          helperText={
            <>
              {problem && (
                <Box component="span" sx={{ display: 'block' }}>
                  {problem}
                </Box>
              )}
              <Box component="span" sx={{ display: 'block' }}>
                {`${t('staffCordons.zones.pointsHelp')} ${t('staffCordons.zones.pointCount', { count: zone.points.length })}`}
              </Box>
            </>
          }
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
      </Box>
    </Paper>
  );
}
