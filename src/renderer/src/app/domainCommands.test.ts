import { describe, expect, it } from 'vitest';
import { parseDomainCommand } from './domainCommands';

describe('domain commands typed in the palette', () => {
  it('reads the command from the first word and the domain from the rest', () => {
    expect(parseDomainCommand('lock example.com')).toMatchObject({
      command: { id: 'lock', section: 'security', focus: 'lock' },
      domain: 'example.com',
    });
    expect(parseDomainCommand('  DNS  exa ')).toMatchObject({
      command: { id: 'dns', section: 'dns' },
      domain: 'exa',
    });
    expect(parseDomainCommand('renew bücher.de')).toMatchObject({
      command: { id: 'renew', section: 'overview', focus: 'renew' },
      domain: 'bücher.de',
    });
    expect(parseDomainCommand('unlock example.com')?.command.id).toBe('lock');
  });

  it('asks for no command when the first word names none or no domain follows', () => {
    expect(parseDomainCommand('example.com')).toBeNull();
    expect(parseDomainCommand('lock')).toBeNull();
    expect(parseDomainCommand('lock ')).toBeNull();
    expect(parseDomainCommand('go to pricing')).toBeNull();
  });
});
