// fast-check's seed for the property and fuzz tests. A local run takes a new seed each time (a failure
// prints it; FUZZ_SEED=<seed> runs it again). CI takes one fixed seed, so that a clean-clone run of
// `.ci/run` before a submission tells what CI will say; new seeds are explored by every local run.
import fc from 'fast-check';

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.CI ? 20_261_128 : undefined;
if (seed !== undefined) fc.configureGlobal({ seed });
