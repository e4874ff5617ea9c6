/** TripPage (placeholder until its work lands). */
export default function TripPage() {
  return null;
}
