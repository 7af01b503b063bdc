import { and, eq } from 'drizzle-orm';
import { members, memberships, subscriptions, type Database } from '@portal/db';

export interface AudienceFacts {
  businessCode: string;
  membershipActive: boolean;
}

async function factsOf(db: Database, memberId: string): Promise<AudienceFacts | null> {
  const [member] = await db
    .select({ businessCode: members.businessCode })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) return null;
  const active = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.memberId, memberId), eq(memberships.status, 'active')))
    .limit(1);
  return { businessCode: member.businessCode, membershipActive: active.length > 0 };
}

/** What targeting needs of a member: business code and whether the membership is active. */
export function findAudienceFactsByMember(db: Database, memberId: string): Promise<AudienceFacts | null> {
  return factsOf(db, memberId);
}

/** Preview: the member behind a subscription id (the carrier tables), or null when there is none. */
export async function findAudienceFactsBySubscription(
  db: Database,
  subscriptionId: string,
): Promise<AudienceFacts | null> {
  const [row] = await db
    .select({ memberId: subscriptions.memberId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  return row ? factsOf(db, row.memberId) : null;
}
