import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { releaseVersion } from '../../../../scripts/release-version.mjs';

let repo: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
    cwd: repo,
    encoding: 'utf8',
  });
const commit = (file: string) => {
  writeFileSync(join(repo, file), file);
  git('add', '.');
  git('commit', '-qm', file);
  return git('rev-parse', '--short', 'HEAD').trim();
};

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'release-version-'));
  git('init', '-q');
  writeFileSync(join(repo, 'package.json'), JSON.stringify({ version: '0.3.0' }));
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('the version of a release', () => {
  it('is the package version and the short commit while there is no tag', () => {
    const sha = commit('a');
    expect(releaseVersion(repo, {})).toBe(`0.3.0-g${sha}`);
  });

  it('is the tag on a tagged commit, and counts the commits after it', () => {
    commit('a');
    git('tag', 'v1.2.0');
    expect(releaseVersion(repo, {})).toBe('v1.2.0');
    const sha = commit('b');
    expect(releaseVersion(repo, {})).toBe(`v1.2.0-1-g${sha}`);
  });

  it('says -dirty when the work tree has uncommitted changes', () => {
    commit('a');
    git('tag', 'v1.2.0');
    writeFileSync(join(repo, 'a'), 'changed');
    expect(releaseVersion(repo, {})).toBe('v1.2.0-dirty');
  });

  it('is RELEASE_VERSION when CI sets it, and refuses one that cannot name a file', () => {
    commit('a');
    expect(releaseVersion(repo, { RELEASE_VERSION: '2.0.0-rc.1' })).toBe('2.0.0-rc.1');
    expect(() => releaseVersion(repo, { RELEASE_VERSION: '../2.0' })).toThrow(/not a version/);
  });

  it('is the package version outside a git checkout', () => {
    rmSync(join(repo, '.git'), { recursive: true, force: true });
    expect(releaseVersion(repo, {})).toBe('0.3.0');
  });
});
