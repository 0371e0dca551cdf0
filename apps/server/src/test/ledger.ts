import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';

const HOLDING = `('open','paid','reserved','ready','dispensing')`;
const ENDED = `('dispensed','dispense_failed','cancelled','expired')`;

async function query<T>(db: Db, text: string): Promise<T[]> {
  return rowsOf<T>(await db.execute(sql.raw(text)));
}

/**
 * Every rule that says nothing was lost, doubled or charged wrongly, checked over the whole database.
 * Returns one line per broken rule (empty when all hold), so a failure names the order and the rule.
 */
export async function ledgerViolations(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const add = (rule: string, rows: Record<string, unknown>[]) => {
    for (const row of rows) problems.push(`${rule}: ${JSON.stringify(row)}`);
  };

  // A unit index is started at most once and drops at most once: nothing dispensed twice.
  add(
    'a unit dispensed twice',
    await query(
      db,
      `select order_id, unit_index, outcome, count(*)::int as n from dispense_events
       where outcome in ('started','dropped') group by order_id, unit_index, outcome having count(*) > 1`,
    ),
  );
  // What the order says it dispensed is what the drop sensor recorded, and never more than ordered.
  add(
    'dispensed count differs from the drops recorded',
    await query(
      db,
      `select o.id, coalesce(i.dispensed, 0) as dispensed, coalesce(e.dropped, 0) as dropped
       from orders o
       left join (select order_id, sum(quantity_dispensed)::int as dispensed from order_items group by order_id) i
         on i.order_id = o.id
       left join (select order_id, count(*)::int as dropped from dispense_events where outcome = 'dropped'
         group by order_id) e on e.order_id = o.id
       where coalesce(i.dispensed, 0) <> coalesce(e.dropped, 0)`,
    ),
  );
  add(
    'more dispensed than ordered',
    await query(
      db,
      `select order_id, quantity, quantity_dispensed from order_items where quantity_dispensed > quantity`,
    ),
  );
  // Held stock is exactly what live orders have not yet dispensed.
  add(
    'held stock differs from what live orders hold',
    await query(
      db,
      `select s.device_id, s.sku_id, s.held, coalesce(h.holding, 0) as holding, s.on_hand from device_stock s
       left join (select o.device_id, i.sku_id, sum(i.quantity - i.quantity_dispensed)::int as holding
         from orders o join order_items i on i.order_id = o.id where o.status in ${HOLDING}
         group by o.device_id, i.sku_id) h on h.device_id = s.device_id and h.sku_id = s.sku_id
       where s.held <> coalesce(h.holding, 0) or s.held > s.on_hand or s.on_hand < 0`,
    ),
  );
  // Refund rows add up to what each transaction says was refunded.
  add(
    'refund rows differ from the refunded amount',
    await query(
      db,
      `select t.id, t.refunded_amount, coalesce(r.total, 0) as rows_total from payment_transactions t
       left join (select transaction_id, sum(amount)::int as total from refunds group by transaction_id) r
         on r.transaction_id = t.id
       where t.refunded_amount <> coalesce(r.total, 0) or t.refunded_amount > t.amount`,
    ),
  );
  // Money kept: an ended order keeps exactly the value of the units that dropped; a live one at most its
  // total, and exactly its total once paid. A unit whose drop was reported after its order ended (a late
  // outcome, docs/device-agent.md) may already have been refunded: it is never charged again.
  add(
    'money kept differs from what was dispensed',
    await query(
      db,
      `select o.id, o.status, o.total, m.kept, coalesce(v.value, 0) as dispensed_value from orders o
       join (select order_id, sum(case when status in ('paid','partially_refunded','refunded')
               then amount - refunded_amount else 0 end)::int as kept
             from payment_transactions group by order_id) m on m.order_id = o.id
       left join (select order_id, sum(quantity_dispensed * unit_price)::int as value from order_items
         group by order_id) v on v.order_id = o.id
       left join (select e.order_id, sum(i.unit_price)::int as value from dispense_events e
         join orders eo on eo.id = e.order_id
         join order_items i on i.order_id = e.order_id and i.sku_id = e.sku_id
         where e.outcome = 'dropped' and e.created_at > eo.updated_at group by e.order_id) l on l.order_id = o.id
       where (o.status in ${ENDED}
           and m.kept not between coalesce(v.value, 0) - coalesce(l.value, 0) and coalesce(v.value, 0))
          or (o.status in ${HOLDING} and m.kept > o.total)
          or (o.status in ${HOLDING} and o.paid_at is not null and m.kept <> o.total)`,
    ),
  );
  // Nothing priced leaves the machine unpaid (emergency kits and staff test orders are free by design).
  add(
    'a priced unit dispensed without payment',
    await query(
      db,
      `select o.id, o.status, o.paid_at from orders o
       join order_items i on i.order_id = o.id
       where i.quantity_dispensed > 0 and i.unit_price > 0 and not o.is_test and o.paid_at is null`,
    ),
  );
  return problems;
}

export async function countRows(db: Db, table: string, where = 'true'): Promise<number> {
  const rows = await query<{ n: number }>(db, `select count(*)::int as n from ${table} where ${where}`);
  return Number(rows[0]?.n ?? 0);
}
