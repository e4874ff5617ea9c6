/** PaymentPage (placeholder until its work lands). */
export default function PaymentPage() {
  return null;
}
