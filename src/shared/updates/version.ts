/**
 * Semantic versions (semver.org 2.0.0) as release tags name them: `1.2.3`, `v1.2.3-beta.2`,
 * `1.2.3+build.7`. Precedence follows the specification: build metadata is ignored and a
 * pre-release never beats its own release.
 */
export interface Version {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
  /** Dot-separated pre-release identifiers; empty for a release. */
  readonly prerelease: readonly string[];
}

const PATTERN =
  /^v?(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/;

/** The version a tag names, or undefined when it is not a semantic version. */
export function parseVersion(text: string): Version | undefined {
  const match = PATTERN.exec(text.trim());
  if (!match) return undefined;
  const prerelease = match[4] === undefined ? [] : match[4].split('.');
  // A numeric identifier has no leading zero (the specification forbids `01`).
  if (prerelease.some((id) => /^0\d+$/.test(id))) return undefined;
  return {
    major: Number(match[1]),
    minor: Number(match[2]),
    patch: Number(match[3]),
    prerelease,
  };
}

export function formatVersion(version: Version): string {
  const core = `${String(version.major)}.${String(version.minor)}.${String(version.patch)}`;
  return version.prerelease.length === 0 ? core : `${core}-${version.prerelease.join('.')}`;
}

function compareIdentifiers(a: string, b: string): number {
  const aNumeric = /^\d+$/.test(a);
  const bNumeric = /^\d+$/.test(b);
  if (aNumeric && bNumeric) return Math.sign(Number(a) - Number(b));
  // Numeric identifiers rank below alphanumeric ones.
  if (aNumeric !== bNumeric) return aNumeric ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Negative when `a` precedes `b`, positive when it follows, 0 when they rank equal. */
export function compareVersions(a: Version, b: Version): number {
  const core =
    Math.sign(a.major - b.major) || Math.sign(a.minor - b.minor) || Math.sign(a.patch - b.patch);
  if (core !== 0) return core;
  if (a.prerelease.length === 0 || b.prerelease.length === 0) {
    // A release outranks any of its pre-releases.
    return Math.sign(b.prerelease.length - a.prerelease.length);
  }
  for (let i = 0; i < Math.min(a.prerelease.length, b.prerelease.length); i++) {
    const order = compareIdentifiers(a.prerelease[i] ?? '', b.prerelease[i] ?? '');
    if (order !== 0) return order;
  }
  return Math.sign(a.prerelease.length - b.prerelease.length);
}
