import { describe, expect, it } from 'vitest';
import { proxyCredentialsSchema, proxyUrlProblem, proxyUrlSchema } from './proxyRules';

describe('an account proxy address', () => {
  it('is accepted as scheme, host and port, and stored without a trailing slash', () => {
    expect(proxyUrlSchema.parse(' http://proxy.example.com:3128/ ')).toBe(
      'http://proxy.example.com:3128',
    );
    expect(proxyUrlSchema.parse('https://10.0.0.5:8443')).toBe('https://10.0.0.5:8443');
  });

  it('is refused with a specific message that never repeats what was typed', () => {
    const cases: [string, RegExp][] = [
      ['socks5://proxy.example.com:1080', /http:\/\/ or https:\/\//],
      ['http://office:s3cret@proxy.example.com:3128', /user name and password in their own fields/],
      ['http://proxy.example.com', /needs a port/],
      ['http://proxy.example.com:3128/path', /remove the path or query/],
      ['http://proxy.example.com:3128?x=1', /remove the path or query/],
      ['proxy.example.com:3128', /http:\/\/ or https:\/\/|not a proxy address/],
      ['', /Enter the proxy address/],
    ];
    for (const [typed, message] of cases) {
      const problem = proxyUrlProblem(typed) ?? '';
      expect(problem, typed).toMatch(message);
      expect(problem).not.toContain('s3cret');
    }
  });

  it('credentials: a password needs a user name; a colon cannot be in the user name', () => {
    expect(proxyCredentialsSchema.safeParse({ username: '', password: 'x' }).success).toBe(false);
    expect(proxyCredentialsSchema.safeParse({ username: 'a:b', password: 'x' }).success).toBe(
      false,
    );
    expect(proxyCredentialsSchema.parse({ username: ' office ', password: 'p@ss word' })).toEqual({
      username: 'office',
      password: 'p@ss word',
    });
  });
});
