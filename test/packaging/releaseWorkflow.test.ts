import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEFAULT_UPDATE_FEED } from '../../src/main/services/updates';

/**
 * The release workflow cannot run here; what can be checked is that it publishes where the
 * app's update check looks, and refuses to release from a repository the app does not read.
 */

const ROOT = join(import.meta.dirname, '../..');

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const workflow = parse(
  readFileSync(join(ROOT, '.github/workflows/release.yml'), 'utf8'),
) as Workflow;

function job(id: string): Job {
  const found = workflow.jobs[id];
  if (!found) throw new Error(`No job "${id}" in the workflow.`);
  return found;
}

function step(of: Job, name: string): Step {
  const found = of.steps.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No step "${name}" in the workflow.`);
  return found;
}

/** Runs the feed check as the workflow would, in this checkout, for a repository. */
function feedCheck(repository: string) {
  const script = step(job('installers'), 'The update feed names this repository').run;
  return spawnSync('bash', ['-c', script ?? 'exit 99'], {
    cwd: ROOT,
    env: { ...process.env, GITHUB_REPOSITORY: repository },
    encoding: 'utf8',
  });
}

describe('the release workflow', () => {
  const repository = /repos\/([^/]+\/[^/]+)\/releases\/latest$/.exec(DEFAULT_UPDATE_FEED)?.[1];

  it('builds from the repository whose releases the app reads, and refuses any other', () => {
    expect(repository).toBeDefined();
    expect(feedCheck(repository ?? '').status).toBe(0);
    const elsewhere = feedCheck('someone-else/domaindesk-fork');
    expect(elsewhere.status).toBe(1);
    expect(elsewhere.stdout).toContain('does not name someone-else/domaindesk-fork');
  });

  it('publishes one release of every platform’s tested installers on a version tag', () => {
    const publish = job('publish');
    expect(publish.needs).toBe('installers');
    expect(publish.if).toContain("startsWith(github.ref, 'refs/tags/v')");
    // Only this job may write to the repository.
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(publish.permissions).toEqual({ contents: 'write' });
    const download = publish.steps.find((candidate) =>
      candidate.uses?.startsWith('actions/download-artifact'),
    );
    expect(download?.with).toMatchObject({ pattern: 'installers-*', path: 'dist' });
    const upload = job('installers').steps.find((candidate) =>
      candidate.uses?.startsWith('actions/upload-artifact'),
    );
    expect(String(upload?.with?.name)).toMatch(/^installers-/);
    // A published release (no --draft, no --prerelease) is what "latest release" answers with.
    const create = step(publish, 'Publish the release').run ?? '';
    expect(create).toContain('gh release create "$GITHUB_REF_NAME" dist/*');
    expect(create).not.toMatch(/--draft|--prerelease/);
  });
});
