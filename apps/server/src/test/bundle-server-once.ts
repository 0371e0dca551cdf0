import type { TestProject } from 'vitest/node';
import { bundleServer } from '../../build.mjs';
import { SERVER_BUNDLE } from './server-bundle-entry';
import './provided-context';

/**
 * A vitest global setup for the suites that start the bundled server (resilience, fleet): the server is
 * bundled once per run here, instead of once in each test file's process.
 */
export default async function setup(project: TestProject): Promise<void> {
  await bundleServer(SERVER_BUNDLE);
  project.provide('serverBundle', SERVER_BUNDLE);
}
