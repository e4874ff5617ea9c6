import type { PilotShortName } from '@rc/domain';
import type { PilotProgramDetails } from '../schema/index.js';

/** The five pilot programmes of the spec (section 1). */
export const PILOT_PROGRAMS: {
  id: string;
  shortName: PilotShortName;
  name: string;
  category: string;
  description: string;
  isDeviceRequired: boolean;
  isGpsRequired: boolean;
  details: PilotProgramDetails;
}[] = [
  {
    id: 'mbuf',
    shortName: 'MBUF',
    name: 'Mileage-Based User Fee',
    category: 'road-charge',
    description: 'A road charge per mile driven, with a credit for the fuel tax paid at the pump.',
    isDeviceRequired: false,
    isGpsRequired: false,
    details: {
      participantsSelected:
        'California drivers invited to the pilot, with a light-duty vehicle registered in California.',
      assetsAndRoadScope:
        'All public roads in California. Miles driven outside California or on private roads are not charged.',
      participantStatement:
        'A monthly statement of the miles driven, the road charge and the fuel-tax credit, with the balance due.',
      minimumDataRequired:
        "The miles driven each month: an odometer photo, a plug-in device or the vehicle's own telematics.",
      locationGPS: 'Optional. Location only serves to leave out miles driven outside California or on private roads.',
    },
  },
  {
    id: 'mbuf-tod',
    shortName: 'MBUF+ToD',
    name: 'Mileage-Based User Fee with Time of Day',
    category: 'road-charge',
    description: 'The road charge plus a fee per mile driven on weekdays in the morning and evening rush hours.',
    isDeviceRequired: true,
    isGpsRequired: true,
    details: {
      participantsSelected: 'Invited drivers who commute in the San Francisco Bay Area on weekdays.',
      assetsAndRoadScope:
        'All public roads in California; the time-of-day fee applies Monday to Friday, 6-10 AM and 3-7 PM.',
      participantStatement:
        'The monthly road charge and fuel-tax credit, plus the miles driven in rush hours and their fee.',
      minimumDataRequired: 'Trips with their start and end times and the miles driven, from a plug-in device with GPS.',
      locationGPS: 'Required: a plug-in device with GPS records when and where each mile is driven.',
    },
  },
  {
    id: 'mbuf-c',
    shortName: 'MBUF+C',
    name: 'Mileage-Based User Fee with Cordon',
    category: 'road-charge',
    description: 'The road charge plus a daily entry fee and a fee per mile inside the downtown cordon.',
    isDeviceRequired: true,
    isGpsRequired: true,
    details: {
      participantsSelected: 'Invited drivers who drive into downtown San Francisco.',
      assetsAndRoadScope:
        'All public roads in California; the cordon covers the Financial District and SoMa, Monday to Friday 6 AM to 7 PM.',
      participantStatement:
        'The monthly road charge and fuel-tax credit, plus the days and miles inside the cordon and their fee.',
      minimumDataRequired: 'Trips with their route, from a plug-in device with GPS.',
      locationGPS: 'Required: GPS tells when a trip enters the cordon and how far it goes inside.',
    },
  },
  {
    id: 'mbuf-tf',
    shortName: 'MBUF+TF',
    name: 'Mileage-Based User Fee with Tolls',
    category: 'road-charge',
    description: 'The road charge plus the tolls of the bridges and toll roads the route passes.',
    isDeviceRequired: true,
    isGpsRequired: true,
    details: {
      participantsSelected: "Invited drivers who cross the Bay Area's toll bridges.",
      assetsAndRoadScope:
        "All public roads in California; tolls of the Bay Area's state-owned bridges and the Golden Gate Bridge.",
      participantStatement: 'The monthly road charge and fuel-tax credit, plus each toll crossing and its fee.',
      minimumDataRequired: 'Trips with their route, from a plug-in device with GPS.',
      locationGPS: 'Required: GPS tells which toll points a route passes and in which direction.',
    },
  },
  {
    id: 'ob-mbuf',
    shortName: 'OB-MBUF',
    name: 'On-Board Mileage-Based User Fee',
    category: 'road-charge',
    description: 'Mileage reported by the vehicle itself; no reporting choice is needed.',
    isDeviceRequired: false,
    isGpsRequired: false,
    details: {
      participantsSelected: 'Invited drivers of vehicles that report their own mileage.',
      assetsAndRoadScope: 'All public roads in California.',
      participantStatement: 'A monthly statement of the miles driven, the road charge and the fuel-tax credit.',
      minimumDataRequired: "Odometer readings sent by the vehicle's own connected services.",
      locationGPS: 'Not used.',
    },
  },
];
