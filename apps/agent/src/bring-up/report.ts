/** One slot as kiosk:hw shows it: where it is on the board and what the board says of it now. */
export interface SlotRow {
  slot: string;
  /** Lock boards: the board's address (0-15) and the lock (1-16, as printed). */
  board?: number;
  lock?: number;
  /** Spiral boards: the selection number, its tray (row) and spiral (column). */
  selection?: number;
  row?: number;
  column?: number;
  /** What the board reports now, in words: `door shut, item seen`, `normal`, `out of stock`, `no answer`. */
  state: string;
}

export interface ProbeReport {
  driver: 'locker' | 'spiral';
  port: string;
  /** The board family and line, in words. */
  board: string;
  /** What the protocol gives of the board's version or firmware (or that it gives none). */
  version: string;
  /** Board addresses, machine state: one line each. */
  details: string[];
  slots: SlotRow[];
  /** The slot map as a setting, to paste into /etc/kiosk/agent.env. */
  setting: string;
}

export interface TestReport {
  driver: 'locker' | 'spiral';
  port: string;
  slot: string;
  place: string;
  outcome: string;
  /** What the board's sensors showed, in words. */
  saw: string;
  /** Always false: a bring-up test unit is no sale and is journalled nowhere. */
  journalled: false;
}

const pad = (text: string, width: number) => text.padEnd(width);

/** The slot table, columns aligned: slot, place on the board, state. */
export function slotTable(rows: SlotRow[]): string {
  const place = (r: SlotRow) =>
    r.selection !== undefined
      ? `selection ${r.selection} (tray ${r.row}, spiral ${r.column})`
      : `board ${r.board} lock ${r.lock}`;
  const widths = [
    Math.max(4, ...rows.map((r) => r.slot.length)),
    Math.max(5, ...rows.map((r) => place(r).length)),
  ];
  const lines = [`${pad('slot', widths[0]!)}  ${pad('place', widths[1]!)}  state`];
  for (const r of rows) lines.push(`${pad(r.slot, widths[0]!)}  ${pad(place(r), widths[1]!)}  ${r.state}`);
  return lines.join('\n');
}

export function probeText(report: ProbeReport): string {
  return [
    `Board:   ${report.board}`,
    `Port:    ${report.port}`,
    `Version: ${report.version}`,
    ...report.details,
    '',
    report.slots.length ? slotTable(report.slots) : 'No slot found.',
    ...(report.setting ? ['', `As a setting (/etc/kiosk/agent.env): ${report.setting}`] : []),
  ].join('\n');
}

export function testText(report: TestReport): string {
  return [
    `Slot ${report.slot} (${report.place}) on ${report.port}: ${report.outcome}`,
    report.saw,
    'A test unit is not a sale: nothing was written to the agent journal. Count the item it gave when you restock.',
  ].join('\n');
}
