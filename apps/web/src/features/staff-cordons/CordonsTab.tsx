import { Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { decodePolyline } from '@rc/domain';
import { createColumnHelper } from '@tanstack/react-table';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { InForce } from '../../components/staff/rates/InForce';
import { weekdayKey } from '../../components/staff/rates/rateUnits';
import { StaffTable } from '../../components/staff/StaffTable';
import { useConfiguration } from '../../lib/configuration';
import { formatMoney, mileageUnitOf } from '../../lib/format';
import { formatZonedDateTime, useStaffZone } from '../../lib/staff/timeZone';
import { type CordonRow, useCordons } from './api';
import type { CordonsMapZone } from './CordonsMap';
import { numberText, rateForDisplay } from './units';
import { zoneColour } from './zoneDraft';
import '../../components/staff/texts';
import './texts';

// Leaflet comes with the map only.
const CordonsMap = lazy(() => import('./CordonsMap'));

const columnHelper = createColumnHelper<CordonRow>();

/** The cordon's days as short names in week order: 'Mon, Tue, Wed'. */
export function useDaysText() {
  const { t } = useTranslation();
  return (days: readonly number[]) => days.map((day) => t(`staff.weekdays.${weekdayKey(day)}`)).join(', ');
}

/**
 * Staff: the Cordons tab of /pilotProgramsAndRates (staff spec section 2, admin tables: 'Cordons (with
 * map)'): one server page of cordons by name, and the zones of that page on a map, also listed as text.
 * A cordon opens at /cordon/{id}; 'New cordon' opens /cordon/new.
 */
export function CordonsTab({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  const zone = useStaffZone();
  const unit = mileageUnitOf(useConfiguration().get('MILEAGE_UNIT'));
  const list = useCordons();
  const daysText = useDaysText();

  const columns = useMemo(
    () => [
      columnHelper.accessor('name', {
        header: t('staffCordons.columns.name'),
        cell: (info) => (
          <Link component={RouterLink} to={`/cordon/${encodeURIComponent(info.row.original.id)}`}>
            {info.getValue()}
          </Link>
        ),
        meta: { sortField: 'name' },
      }),
      columnHelper.accessor('state', { header: t('staffCordons.columns.state') }),
      columnHelper.accessor('days', {
        header: t('staffCordons.columns.days'),
        cell: (info) => daysText(info.getValue()),
      }),
      columnHelper.display({
        id: 'hours',
        header: t('staffCordons.columns.hours'),
        cell: ({ row }) => `${row.original.internalStart ?? ''}–${row.original.internalEnd ?? ''}`,
      }),
      columnHelper.accessor('entryFeeCents', {
        header: t('staffCordons.columns.entryFee'),
        cell: (info) => formatMoney(info.getValue()),
      }),
      columnHelper.accessor('exitFeeCents', {
        header: t('staffCordons.columns.exitFee'),
        cell: (info) => formatMoney(info.getValue()),
        meta: { hiddenByDefault: true },
      }),
      columnHelper.accessor('centsPerMileageUnit', {
        header: t('staffCordons.columns.rate'),
        cell: (info) => t('staffCordons.perUnit', { cents: numberText(rateForDisplay(info.getValue(), unit)), unit }),
      }),
      columnHelper.accessor((row) => row.zones.length, {
        id: 'zones',
        header: t('staffCordons.columns.zones'),
      }),
      columnHelper.display({
        id: 'inForce',
        header: t('staffCordons.columns.inForce'),
        cell: ({ row }) => (
          <InForce effectiveFrom={row.original.effectiveFrom} nextChangeFrom={row.original.nextChangeFrom} />
        ),
      }),
      columnHelper.accessor('updatedAt', {
        header: t('staffCordons.columns.updatedAt'),
        cell: (info) => formatZonedDateTime(info.getValue(), zone),
        meta: { hiddenByDefault: true },
      }),
    ],
    [t, unit, zone, daysText],
  );

  const mapZones = useMemo<CordonsMapZone[]>(
    () =>
      list.rows.flatMap((cordon) =>
        cordon.zones.map((z, index) => ({
          key: `${cordon.id}-${index}`,
          label: t('staffCordons.zoneOf', { zone: z.name, cordon: cordon.name }),
          color: z.color || zoneColour(index),
          points: decodePolyline(z.polyline) ?? [],
        })),
      ),
    [list.rows, t],
  );
  const mapHeading = headingLevel === 'h1' ? 'h2' : 'h3';
  const listHeading = headingLevel === 'h1' ? 'h3' : 'h4';

  return (
    <Stack spacing={3}>
      <StaffTable
        tableId="staff-cordons"
        title={t('staffCordons.title')}
        headingLevel={headingLevel}
        columns={columns}
        rows={list.rows}
        getRowId={(row) => row.id}
        loading={list.loading}
        refreshing={list.refreshing}
        emptyText={t('staffCordons.empty')}
        paging={list.paging}
        sort={list.sort}
        actions={
          <Button component={RouterLink} to="/cordon/new" variant="contained" size="small">
            {t('staffCordons.newCordon')}
          </Button>
        }
      />
      <Box component="section" aria-labelledby="cordon-map-title">
        <Typography id="cordon-map-title" variant="h2" component={mapHeading} sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('staffCordons.mapTitle')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 280px' } }}>
          <Suspense fallback={<CircularProgress aria-label={t('staffCordons.mapTitle')} />}>
            <CordonsMap zones={mapZones} label={t('staffCordons.mapLabel')} />
          </Suspense>
          <Box>
            <Typography component={listHeading} variant="subtitle2" sx={{ mb: 1 }} id="cordon-zone-list">
              {t('staffCordons.zonesListTitle')}
            </Typography>
            {mapZones.length === 0 ? (
              <Typography variant="body2">{t('staffCordons.noZones')}</Typography>
            ) : (
              <Box component="ul" aria-labelledby="cordon-zone-list" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
                {mapZones.map((z) => (
                  <Box component="li" key={z.key} sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5 }}>
                    <Box
                      component="span"
                      aria-hidden
                      sx={{ width: 14, height: 14, flex: 'none', bgcolor: z.color, borderRadius: 0.5 }}
                    />
                    <Typography component="span" variant="body2">
                      {z.label}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        </Box>
      </Box>
    </Stack>
  );
}

export default CordonsTab;
