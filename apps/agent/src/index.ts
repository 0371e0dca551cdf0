export * from './agent';
export * from './journal';
export * from './unit-runner';
