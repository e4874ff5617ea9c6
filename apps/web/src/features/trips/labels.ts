import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { tripsEn } from './texts';

type PaymentStatusKey = keyof typeof tripsEn.paymentStatus;
type SegmentTypeKey = keyof typeof tripsEn.segmentType;

const isKeyOf = <T extends object>(object: T, key: string): key is Extract<keyof T, string> =>
  Object.hasOwn(object, key);

/** Labels of the trip and segment values the API gives as codes (payment status, segment type). */
export function useTripLabels() {
  const { t } = useTranslation();
  const paymentStatus = useCallback(
    (status: string) =>
      isKeyOf(tripsEn.paymentStatus, status) ? t(`trips.paymentStatus.${status satisfies PaymentStatusKey}`) : status,
    [t],
  );
  const segmentType = useCallback(
    (type: string) =>
      isKeyOf(tripsEn.segmentType, type) ? t(`trips.segmentType.${type satisfies SegmentTypeKey}`) : type,
    [t],
  );
  return { paymentStatus, segmentType };
}
