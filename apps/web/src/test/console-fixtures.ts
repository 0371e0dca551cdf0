import type {
  TAlert,
  TAlertOutbox,
  TAlerts,
  TChart,
  TFleetOverview,
  TFleetRow,
  TKioskDetail,
  TOperatorSignedIn,
} from '@kiosk/contract';

/**
 * The operator console's API data for web tests. `text` marks what the server says (the pseudo-locale
 * test wraps it in ⟪…⟫; the screen tests leave it as it is).
 */
type TText = (text: string) => string;
const plain: TText = (text) => text;

export const CONSOLE_DEVICE = 'demo-kiosk-0002';
export const AT = '2026-11-24T09:30:00.000Z';

export const signedIn = (text: TText = plain): TOperatorSignedIn => ({
  expiresAt: '2099-01-01T00:00:00.000Z',
  operator: { name: text('demo-operator'), role: 'admin', mustChangePassword: false },
});

export const fleetRow = (overrides: Partial<TFleetRow> = {}, text: TText = plain): TFleetRow => ({
  deviceId: CONSOLE_DEVICE,
  name: text('Library kiosk'),
  connection: { state: 'online', source: 'agent', since: AT, lastSeenAt: AT },
  slotFaults: 0,
  lowestStock: {
    skuId: 'naloxone-2-pack',
    title: text('Naloxone 2-pack'),
    onHand: 4,
    dailyRate: 2,
    daysLeft: 2,
  },
  isLowStock: true,
  naloxoneUnits: 4,
  unitsToday: 3,
  unitsThisMonth: 41,
  openAlerts: 1,
  agentVersion: '0.1.0',
  webVersion: '0.1.0',
  ...overrides,
});

export const fleetOf = (rows: TFleetRow[], overrides: Partial<TFleetOverview> = {}): TFleetOverview => ({
  rows,
  total: rows.length,
  page: 1,
  pageSize: 25,
  counts: { all: rows.length, low_stock: 1, offline: 1, faults: 1, alerts: 1 },
  generatedAt: AT,
  ...overrides,
});

/** Three kiosks: low on naloxone, offline with a jammed slot, never seen (no versions reported). */
export const fleetRows = (text: TText = plain): TFleetRow[] => [
  fleetRow({}, text),
  fleetRow(
    {
      deviceId: 'demo-kiosk-0003',
      name: text('Station kiosk'),
      connection: { state: 'offline', source: 'last_call', since: null, lastSeenAt: AT },
      slotFaults: 1,
      lowestStock: null,
      isLowStock: false,
      naloxoneUnits: 20,
    },
    text,
  ),
  fleetRow(
    {
      deviceId: 'demo-kiosk-0004',
      name: text('Clinic kiosk'),
      connection: { state: 'never_seen', source: 'last_call', since: null, lastSeenAt: null },
      agentVersion: null,
      webVersion: null,
      lowestStock: null,
      isLowStock: false,
    },
    text,
  ),
];

/** An alert; its sku's title follows its sku (none without one). */
export const alertOf = (overrides: Partial<TAlert> = {}, text: TText = plain): TAlert => {
  const skuId = overrides.skuId === undefined ? 'naloxone-2-pack' : overrides.skuId;
  return {
    id: 'alert-1',
    kind: 'low_stock',
    deviceId: CONSOLE_DEVICE,
    deviceName: text('Library kiosk'),
    skuId,
    skuTitle: skuId ? text('Naloxone 2-pack') : null,
    since: AT,
    clearedAt: null,
    isCleared: false,
    value: 4,
    threshold: 5,
    ...overrides,
  };
};

const days = (onHand: number[]) =>
  onHand.map((units, index) => ({
    date: `2026-10-${String(index + 1).padStart(2, '0')}`,
    onHand: units,
    dispensed: 1,
  }));

export const kioskDetail = (text: TText = plain): TKioskDetail => ({
  deviceId: CONSOLE_DEVICE,
  name: text('Library kiosk'),
  timeZone: 'America/Los_Angeles',
  connection: { state: 'online', source: 'agent', since: AT, lastSeenAt: AT },
  agentVersion: '0.1.0',
  webVersion: '0.1.0',
  stock: [
    {
      skuId: 'naloxone-2-pack',
      productId: 'naloxone',
      title: text('Naloxone 2-pack'),
      slot: text('A1'),
      onHand: 4,
      held: 1,
      isSlotFaulted: true,
      isNaloxone: true,
      lowStockThreshold: 5,
      lowStockThresholdSource: 'default',
      isLowStock: true,
      dailyRate: 2,
      daysLeft: 2,
      days: days([30, 24, 12, 4]),
    },
    {
      skuId: 'condoms-3',
      productId: 'condoms',
      title: text('Condoms 3-pack'),
      slot: null,
      onHand: 40,
      held: 0,
      isSlotFaulted: false,
      isNaloxone: false,
      lowStockThreshold: 12,
      lowStockThresholdSource: 'kiosk',
      isLowStock: false,
      dailyRate: 0,
      daysLeft: null,
      days: days([40, 40, 40, 40]),
    },
  ],
  slotFaults: {
    current: [
      {
        skuId: 'naloxone-2-pack',
        title: text('Naloxone 2-pack'),
        slot: text('A1'),
        lastOutcome: 'jammed',
        lastFailedAt: AT,
      },
    ],
    history: [
      { skuId: 'naloxone-2-pack', slot: text('A1'), event: 'failed', outcome: 'jammed', at: AT },
      { skuId: 'naloxone-2-pack', slot: text('A1'), event: 'cleared', outcome: null, at: AT },
    ],
  },
  audit: [
    { skuId: 'condoms-3', actor: 'staff', before: 12, after: 40, reason: 'staff count', createdAt: AT },
  ],
  recent: [
    { days: 7, failedDispenses: 2, refundedOrders: 1, unitsDispensed: 17, refusedOfflineKits: 0 },
    { days: 30, failedDispenses: 5, refundedOrders: 3, unitsDispensed: 60, refusedOfflineKits: 2 },
  ],
  alerts: [alertOf({}, text)],
});

export const chartOf = (chart: TChart['chart'], text: TText = plain): TChart => {
  const isDaily = chart === 'units-per-day';
  const series =
    chart === 'units-per-day'
      ? [
          { key: 'naloxone', label: text('Naloxone') },
          { key: 'condoms', label: text('Condoms') },
        ]
      : chart === 'emergency-kits-per-week'
        ? [{ key: 'emergencyKits', label: 'Emergency kits' }]
        : [
            { key: 'failedDispenses', label: 'Failed dispenses' },
            { key: 'refundedOrders', label: 'Refunded orders' },
          ];
  const periods = isDaily ? ['2026-11-23', '2026-11-24'] : ['2026-11-16', '2026-11-23'];
  return {
    chart,
    bucket: isDaily ? 'day' : 'week',
    from: '2026-11-16',
    to: '2026-11-24',
    deviceId: null,
    series,
    rows: periods.map((period, index) => ({
      period,
      values: Object.fromEntries(series.map((entry, position) => [entry.key, index * 3 + position + 1])),
    })),
  };
};

export const alertsOf = (alerts: TAlert[]): TAlerts => ({
  alerts,
  total: alerts.length,
  page: 1,
  pageSize: 25,
});

export const outboxOf = (text: TText = plain): TAlertOutbox => ({
  messages: [
    {
      id: 'message-1',
      alertId: 'alert-1',
      event: 'raised',
      channel: 'outbox',
      to: text('ops@example.org'),
      subject: text('Low stock: Library kiosk'),
      body: text('Naloxone 2-pack: 4 left (threshold 5).'),
      createdAt: AT,
      status: 'sent',
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
      sentAt: AT,
    },
    {
      id: 'message-2',
      alertId: 'alert-2',
      event: 'raised',
      channel: 'outbox',
      to: text('ops@example.org'),
      subject: text('Kiosk offline: Library kiosk'),
      body: text('Offline for 20 minutes.'),
      createdAt: AT,
      status: 'failed',
      attempts: 8,
      lastError: text('alert webhook answered 503'),
      nextAttemptAt: null,
      sentAt: null,
    },
  ],
});
