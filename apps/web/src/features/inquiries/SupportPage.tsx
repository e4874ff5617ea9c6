/** SupportPage (placeholder until its work lands). */
export default function SupportPage() {
  return null;
}
