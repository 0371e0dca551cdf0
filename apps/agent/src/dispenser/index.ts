export * from './dispenser';
export * from './simulator';
export * from './simulator-faults';
export * from './driver';
