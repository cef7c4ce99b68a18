#!/usr/bin/env node
// `npm run audit:electron`: Electronegativity over the sources. Passes only when every
// finding is in the exclusion list below, each with why it does not apply and the test that
// proves the setting; an exclusion that no longer matches a finding fails the run too.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

const EXCLUSIONS = [
  {
    check: 'CSP_GLOBAL_CHECK',
    file: 'renderer/index.html',
    why:
      "style-src allows 'unsafe-inline': Mantine writes its theme variables into a style " +
      "element. Scripts, connections and everything else stay 'self' or 'none'.",
    provenBy: ['src/main/shell/security.test.ts', 'src/main/shell/rendererEntry.test.ts'],
  },
  {
    check: 'CSP_GLOBAL_CHECK',
    file: 'main/shell/security.ts',
    why:
      'The header is set from a variable the tool cannot read; the policy itself is the ' +
      'one in src/shared/security/contentSecurityPolicy.ts, checked as a header on every response.',
    provenBy: ['src/main/shell/security.test.ts'],
  },
  {
    check: 'PRELOAD_JS_CHECK',
    file: 'main/shell/mainWindow.ts',
    why:
      'The preload exposes one named method per contract channel through contextBridge: ' +
      'no ipcRenderer, no generic invoke, no Node objects, and the page is sandboxed.',
    provenBy: ['src/preload/index.test.ts', 'test/audit/electronSecurity.test.ts'],
  },
  {
    check: 'OPEN_EXTERNAL_JS_CHECK',
    file: 'main/shell/security.ts',
    why:
      'The one openExternal call is behind isSafeExternalUrl: plain https URLs without ' +
      'credentials only.',
    provenBy: ['src/main/shell/security.test.ts', 'test/audit/electronSecurity.test.ts'],
  },
];

const electronVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies
  .electron;
const out = mkdtempSync(join(tmpdir(), 'electronegativity-'));
const report = join(out, 'report.sarif');
try {
  const cli = join(root, 'node_modules/@doyensec/electronegativity/dist/index.js');
  const run = spawnSync(
    process.execPath,
    [cli, '-i', join(root, 'src'), '-r', '-v', 'false', '-e', electronVersion, '-o', report],
    { encoding: 'utf8' },
  );
  if (!existsSync(report)) {
    console.error(run.stdout, run.stderr);
    console.error('Electronegativity did not write its report.');
    process.exit(2);
  }
  const results = JSON.parse(readFileSync(report, 'utf8')).runs.flatMap((r) => r.results ?? []);
  const findings = results.map((result) => {
    const location = result.locations?.[0]?.physicalLocation;
    return {
      check: result.ruleId,
      file: location?.artifactLocation?.uri ?? '?',
      line: location?.region?.startLine ?? 0,
      message: result.message?.text ?? '',
    };
  });
  const excluded = (f) => EXCLUSIONS.some((e) => e.check === f.check && e.file === f.file);
  const open = findings.filter((f) => !excluded(f));
  const stale = EXCLUSIONS.filter(
    (e) => !findings.some((f) => f.check === e.check && f.file === e.file),
  );
  const missingProof = EXCLUSIONS.flatMap((e) => e.provenBy).filter(
    (path) => !existsSync(join(root, path)),
  );

  console.log(
    `Electronegativity (Electron ${electronVersion}): ${findings.length} findings, ` +
      `${findings.length - open.length} excluded with reasons.`,
  );
  for (const f of open) console.log(`  ${f.check}  src/${f.file}:${f.line}  ${f.message}`);
  for (const e of stale) console.log(`  exclusion no longer needed: ${e.check} in src/${e.file}`);
  for (const path of missingProof) console.log(`  exclusion proven by a missing test: ${path}`);
  process.exit(open.length + stale.length + missingProof.length > 0 ? 1 : 0);
} finally {
  rmSync(out, { recursive: true, force: true });
}
