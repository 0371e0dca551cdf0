export * from './broker';
