/** The board emulators and their benches, for suites outside the agent (the fleet suite). */
export { LockerBoardEmulator } from './dispenser/locker/emulator';
export { BENCH_TIMINGS } from './dispenser/locker/locker-bench';
export { openPtyPair } from './dispenser/pty-pair';
export { openSpiralBench } from './dispenser/spiral/test-bench';
export { startKioskPage, superviseLauncher } from './update/testing/kiosk-agent-unit';
