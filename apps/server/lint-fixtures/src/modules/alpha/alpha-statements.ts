import { sql, type SQL, type WithSubquery } from 'drizzle-orm';

/** What the statements below run on: a drizzle database or transaction handle, as far as they need it. */
interface Handle {
  execute(statement: SQL): Promise<unknown>;
  $with(name: string): { as(query: unknown): WithSubquery };
  update(table: string): unknown;
}

/** A statement for another module's statement, its type said (refused when another module imports it). */
export function alphaHoldStatement(id: string): SQL {
  return sql`update alpha set held = held + 1 where id = ${id}`;
}

/** A fragment, its type left to inference (refused too). */
export const alphaWhere = (id: string) => sql`id = ${id}`;

/** A WITH clause for another's statement (refused). */
export const alphaMarked = (db: Handle) => db.$with('alpha_marked').as(db.update('alpha'));

/** A verb that runs another module's SQL inside its own statement (refused). */
export async function markAlphaWith(db: Handle, id: string, alongside: WithSubquery[]): Promise<void> {
  await db.execute(sql`update alpha set marked = true where id = ${id} ${alongside.length}`);
}

/** A verb that takes the other side's values and runs its own statement (allowed). */
export async function countAlpha(db: Handle, id: string, units: number): Promise<void> {
  await db.execute(sql`update alpha set count = count + ${units} where ${alphaWhere(id)}`);
}
