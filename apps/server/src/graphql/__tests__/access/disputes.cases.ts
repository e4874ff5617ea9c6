import { eq } from 'drizzle-orm';
import { disputes, participantInquiries, trips } from '../../../db/schema/index.js';
import { addTrip } from '../../../modules/statements/__tests__/fixtures.js';
import type { AccessModule } from './types.js';

const disputeFields = 'id status amountCents deadlineAt inquiryId';
const reason = 'The trip was driven by someone else while the car was lent out.';

/** A processed trip of B long enough for B to see it. */
async function visibleTrip(world: Parameters<NonNullable<AccessModule['seed']>>[0]): Promise<string> {
  const { tripId } = await addTrip(world.db, {
    username: world.B,
    segments: [{ tsStart: new Date(), mileageFeeCents: 120 }],
  });
  await world.db.update(trips).set({ distMro: 8 }).where(eq(trips.id, tripId));
  return tripId;
}

/** Disputes of a charge (decision 021): B's own, or staff's. */
export const access: AccessModule = {
  async seed(world) {
    world.ids.disputesTripB = await visibleTrip(world);
    // One trip per caller that may raise a dispute: a second dispute of one trip is refused.
    world.ids.disputesTripForB = await visibleTrip(world);
    world.ids.disputesTripForAdmin = await visibleTrip(world);
    world.ids.disputesTripForA = await visibleTrip(world);
    const [inquiry] = await world.db
      .insert(participantInquiries)
      .values({ username: world.B, category: 'Mileage Reporting', subject: 'Dispute', body: reason })
      .returning({ id: participantInquiries.id });
    const [dispute] = await world.db
      .insert(disputes)
      .values({
        username: world.B,
        inquiryId: inquiry?.id ?? '',
        itemType: 'trip',
        tripId: world.ids.disputesTripB,
        amountCents: 120,
        reason,
      })
      .returning({ id: disputes.id });
    world.ids.disputeB = dispute?.id ?? '';
  },
  cases: [
    {
      field: 'getDisputableItem',
      rule: 'own',
      operation: (w) => ({
        query:
          'query($id: ID!) { getDisputableItem(itemType: trip, itemId: $id) { amountCents deadlineAt canDispute } }',
        variables: { id: w.ids.disputesTripB },
      }),
    },
    {
      field: 'getDispute',
      rule: 'own',
      operation: (w) => ({
        query: `query($id: ID!) { getDispute(id: $id) { ${disputeFields} } }`,
        variables: { id: w.ids.disputeB },
      }),
    },
    {
      field: 'createDispute',
      rule: 'own',
      operation: (w, caller) => ({
        query: `mutation($input: CreateDisputeInput!) { createDispute(input: $input) { ${disputeFields} } }`,
        variables: {
          input: {
            itemType: 'trip',
            itemId: w.ids[`disputesTripFor${caller === 'admin' ? 'Admin' : caller}`] ?? w.ids.disputesTripForA,
            subject: 'Dispute of a trip',
            reason,
          },
        },
      }),
    },
    {
      field: 'resolveDispute',
      rule: 'admin',
      operation: (w) => ({
        query: `mutation($input: ResolveDisputeInput!) { resolveDispute(input: $input) { ${disputeFields} resolutionNote } }`,
        variables: { input: { id: w.ids.disputeB, outcome: 'rejected', note: 'The device shows the trip.' } },
      }),
    },
  ],
};
