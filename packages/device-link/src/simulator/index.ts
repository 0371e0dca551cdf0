export * from './simulator';
export * from './simulator-faults';
