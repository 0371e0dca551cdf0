/** What `npm run kiosk:hw -- --help` prints (on a kiosk PC: node agent/drivers/kiosk-hw.mjs --help). */
export const KIOSK_HW_USAGE = `Bring-up of the kiosk's dispenser board: finds the board on its serial port, runs one slot once,
prints the slot table. It refuses to run while the kiosk agent holds the port (stop the agent first), and
it writes nothing to the agent's journal: a test unit is not a sale.

Usage: npm run kiosk:hw -- <command> [--driver locker|spiral] [--port <device>] [--json]
       node /opt/kiosk-pc/current/agent/drivers/kiosk-hw.mjs <command> …   (on a kiosk PC, with sudo)

Commands:
  probe          the board's kind, what its protocol gives of its version, the boards or machine state
                 found, and each slot with its sensors' state
  test <slot>    opens one locker door / turns one spiral once and says what the sensors saw (a slot of
                 LOCKER_SLOTS or SPIRAL_SLOTS; a locker as board:lock, e.g. 0:1; a selection number)
  map            the slot table (slot, board and lock or selection/tray/spiral, state), and the slot map
                 as a setting to paste into /etc/kiosk/agent.env

  --driver <kind>     locker (KR-CU16 RS-485 lock boards) or spiral (JSK vending board); default: the one
                      AGENT_DRIVER names
  --port <device>     the serial device (default LOCKER_PORT or SPIRAL_SERIAL_PORT)
  --slots <list>      spiral: the selections to check, e.g. 10-19,20,21 (default SPIRAL_SLOTS, else 10-69)
  --env-file <file>   the agent's settings file to read (default /etc/kiosk/agent.env when it exists)
  --json              the report as JSON (to load elsewhere) instead of text
  --help, -h          this text (nothing is opened)

Settings come from the environment, then the settings file (variables already set win): AGENT_DRIVER and
the driver's own (LOCKER_*, SPIRAL_*), SERIAL_LOCK_DIR (default /run/lock). Exit 0: done (test: the unit
dropped); 1: the port is busy, the board did not answer, or the test unit did not drop; 2: a bad command line.
More: docs/hardware.md (Bring-up).`;
