/**
 * The contract's runtime values that need no zod: paths, languages, limits, the analytics sanitiser.
 * The web app imports these from `@kiosk/contract/values` so that its first screen does not carry zod;
 * the schemas load beside its first request (apps/web/src/shared/api/http.ts).
 */
export * from './analytics';
export * from './discounts';
export * from './flags';
export * from './languages';
export * from './paths';
export * from './workflows';
export * from './console';
export * from './agent-emergency';
export * from './pages';
export * from './item-name';
export * from './kiosk-web-version';
export * from './releases';
