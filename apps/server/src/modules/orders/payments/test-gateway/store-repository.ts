import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../../db/client.js';
import { testGatewayEntities } from '../../../../db/schema/index.js';

export type EntityKind = 'order' | 'payment' | 'refund' | 'qr_code';
export type Entity = Record<string, unknown> & { id: string };

/** The embedded test gateway's records (decision 0065): Razorpay's entities kept as JSON. */
export class TestGatewayRepository {
  constructor(private readonly db: DbOrTx) {}

  async insert(kind: EntityKind, entity: Entity, parentId: string | null, now: Date): Promise<void> {
    await this.db
      .insert(testGatewayEntities)
      .values({ id: entity.id, kind, parentId, data: entity, createdAt: now });
  }

  async find(kind: EntityKind, id: string): Promise<Entity | null> {
    const [row] = await this.db
      .select({ data: testGatewayEntities.data })
      .from(testGatewayEntities)
      .where(and(eq(testGatewayEntities.id, id), eq(testGatewayEntities.kind, kind)));
    return (row?.data as Entity | undefined) ?? null;
  }

  /** Locked for the change that follows (a capture and a refund of one payment take turns). */
  async findForUpdate(kind: EntityKind, id: string): Promise<Entity | null> {
    const [row] = await this.db
      .select({ data: testGatewayEntities.data })
      .from(testGatewayEntities)
      .where(and(eq(testGatewayEntities.id, id), eq(testGatewayEntities.kind, kind)))
      .for('update');
    return (row?.data as Entity | undefined) ?? null;
  }

  async children(kind: EntityKind, parentId: string): Promise<Entity[]> {
    const rows = await this.db
      .select({ data: testGatewayEntities.data })
      .from(testGatewayEntities)
      .where(and(eq(testGatewayEntities.parentId, parentId), eq(testGatewayEntities.kind, kind)))
      .orderBy(asc(testGatewayEntities.createdAt), asc(testGatewayEntities.id));
    return rows.map((row) => row.data as Entity);
  }

  async update(entity: Entity): Promise<void> {
    await this.db
      .update(testGatewayEntities)
      .set({ data: entity })
      .where(eq(testGatewayEntities.id, entity.id));
  }
}
