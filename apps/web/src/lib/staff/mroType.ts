import type { TFunction } from 'i18next';
import '../../components/staff/texts';

const MRO_TYPES = ['manual', 'automatedWithoutLocation', 'automatedWithLocation', 'telematics'] as const;

/**
 * A reporting type as staff read it (staff spec section 9): N/A (stored 'N/A', the GraphQL enum's 'NA') as
 * N/A, an unknown value as stored.
 */
export function mroTypeLabel(t: TFunction, value: string | null | undefined): string {
  if (!value) return '';
  if (value === 'N/A' || value === 'NA') return t('staff.mroType.NA');
  return (MRO_TYPES as readonly string[]).includes(value)
    ? t(`staff.mroType.${value as (typeof MRO_TYPES)[number]}`)
    : value;
}
