/** A vehicle as staff name it: 'year make model (plate)'; nothing for no vehicle. */
export function vehicleName(
  vehicle:
    | { year?: number | null; make?: string | null; model?: string | null; licensePlate?: string | null }
    | null
    | undefined,
): string {
  if (!vehicle) return '';
  const name = [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
  return vehicle.licensePlate ? `${name} (${vehicle.licensePlate})` : name;
}
