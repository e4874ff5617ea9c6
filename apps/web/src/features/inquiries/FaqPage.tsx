/** FaqPage (placeholder until its work lands). */
export default function FaqPage() {
  return null;
}
