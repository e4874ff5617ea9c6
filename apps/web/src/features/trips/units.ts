import { useConfiguration } from '../../lib/configuration';
import { fuelUnitOf, mileageUnitOf } from '../../lib/format';

/** The configured units distances and fuel are shown in (MILEAGE_UNIT, FUEL_UNIT). */
export function useTripUnits() {
  const configuration = useConfiguration();
  return {
    mileageUnit: mileageUnitOf(configuration.get('MILEAGE_UNIT')),
    fuelUnit: fuelUnitOf(configuration.get('FUEL_UNIT')),
  };
}
