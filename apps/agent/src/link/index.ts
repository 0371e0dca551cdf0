export * from './protocol';
export * from './broker-accounts';
