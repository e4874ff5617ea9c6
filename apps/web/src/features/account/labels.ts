import { REPORTING_OPTIONS } from '@rc/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import '../../components/form/texts';
import './texts';

/** A reporting type as participants know it (GPS Enabled, GPS Disabled, Telematics, Manual; else N/A). */
export function useReportingLabel() {
  const { t } = useTranslation();
  return useCallback(
    (mroType: string | null | undefined) => {
      const option = REPORTING_OPTIONS.find((o) => o === mroType);
      return option ? t(`form.reportingOptions.${option}`) : t('account.notAvailable');
    },
    [t],
  );
}

/** "2021 Tesla Model 3" */
export function vehicleName(vehicle: { year?: number | null; make?: string | null; model?: string | null }): string {
  return [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
}
