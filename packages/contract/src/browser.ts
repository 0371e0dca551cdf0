// The contract for a page: zod's settings first (jitless.ts), then every schema. The order matters: a schema
// made before the settings would probe `new Function('')`.
export { zodSettings } from './jitless';
export * from './index';
