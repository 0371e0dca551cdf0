export * from './dispenser';
export * from './protocol';
export * from './broker-accounts';
export * from './broker-connection';
