import type { PilotShortName } from '@rc/domain';

/** The five pilot programmes of the spec (section 1). */
export const PILOT_PROGRAMS: {
  id: string;
  shortName: PilotShortName;
  name: string;
  category: string;
  description: string;
  isDeviceRequired: boolean;
  isGpsRequired: boolean;
}[] = [
  {
    id: 'mbuf',
    shortName: 'MBUF',
    name: 'Mileage-Based User Fee',
    category: 'road-charge',
    description: 'A road charge per mile driven, with a credit for the fuel tax paid at the pump.',
    isDeviceRequired: false,
    isGpsRequired: false,
  },
  {
    id: 'mbuf-tod',
    shortName: 'MBUF+ToD',
    name: 'Mileage-Based User Fee with Time of Day',
    category: 'road-charge',
    description: 'The road charge plus a fee per mile driven on weekdays in the morning and evening rush hours.',
    isDeviceRequired: true,
    isGpsRequired: true,
  },
  {
    id: 'mbuf-c',
    shortName: 'MBUF+C',
    name: 'Mileage-Based User Fee with Cordon',
    category: 'road-charge',
    description: 'The road charge plus a daily entry fee and a fee per mile inside the downtown cordon.',
    isDeviceRequired: true,
    isGpsRequired: true,
  },
  {
    id: 'mbuf-tf',
    shortName: 'MBUF+TF',
    name: 'Mileage-Based User Fee with Tolls',
    category: 'road-charge',
    description: 'The road charge plus the tolls of the bridges and toll roads the route passes.',
    isDeviceRequired: true,
    isGpsRequired: true,
  },
  {
    id: 'ob-mbuf',
    shortName: 'OB-MBUF',
    name: 'On-Board Mileage-Based User Fee',
    category: 'road-charge',
    description: 'Mileage reported by the vehicle itself; no reporting choice is needed.',
    isDeviceRequired: false,
    isGpsRequired: false,
  },
];
