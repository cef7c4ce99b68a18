import { describe, expect, it } from 'vitest';
import { compareVersions, parseVersion } from './version';

function order(a: string, b: string): number {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) throw new Error(`not versions: ${a}, ${b}`);
  return compareVersions(left, right);
}

describe('release versions', () => {
  it('orders by major, minor and patch as numbers, not as text', () => {
    expect(order('0.10.0', '0.9.9')).toBe(1);
    expect(order('1.0.0', '0.99.99')).toBe(1);
    expect(order('v0.2.0', '0.2.0')).toBe(0);
    expect(order('0.1.2', '0.1.10')).toBe(-1);
  });

  it('never lets a pre-release beat its own release', () => {
    expect(order('1.0.0-rc.1', '1.0.0')).toBe(-1);
    expect(order('1.0.0', '1.0.0-rc.1')).toBe(1);
    expect(order('1.0.1-beta', '1.0.0')).toBe(1);
  });

  it('orders pre-releases as the specification does', () => {
    const ordered = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
    ];
    for (let i = 1; i < ordered.length; i++) {
      expect(order(ordered[i - 1] ?? '', ordered[i] ?? '')).toBe(-1);
    }
  });

  it('ignores build metadata and refuses what is not a version', () => {
    expect(order('1.2.3+build.9', '1.2.3')).toBe(0);
    for (const text of ['1.2', '01.2.3', '1.2.3-01', 'latest', '1.2.3-', '', 'v1.2.3.4']) {
      expect(parseVersion(text)).toBeUndefined();
    }
  });
});
