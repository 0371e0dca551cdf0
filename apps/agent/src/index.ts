export * from './agent';
export * from './journal';
export * from './unit-runner';
export * from './emergency/emergency-endpoint';
