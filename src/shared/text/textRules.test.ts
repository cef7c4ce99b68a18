import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkContact } from '../contacts/contactRules';
import { lookAlikeWarning } from '../domainName/lookAlike';
import { emailAddressProblem } from './emailAddress';
import { mixedScripts } from './mixedScript';
import { hasUnsafeCharacter, unsafeCharacterProblem, visibleText } from './unsafeCharacters';

const ADA = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.net',
  address1: '12 St James Square',
  city: 'London',
  country: 'GB',
  phonenumber: '+44.2079460000',
};

const HIDDEN = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
  0x202a,
  0x202b,
  0x202c,
  0x202d,
  0x202e,
  0x2066,
  0x2067,
  0x2068,
  0x2069,
  0x200e,
  0x200f,
  0x200b,
  0x200c,
  0x200d,
  0x2060,
  0xfeff,
].map((code) => String.fromCodePoint(code));

describe('hidden characters', () => {
  it('every C0 and C1 control, direction control and zero-width character is named', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...HIDDEN), fc.string(), (a, hidden, b) => {
        const problem = unsafeCharacterProblem(`${a}${hidden}${b}`);
        return problem !== undefined && /U\+[0-9A-F]{4}/.test(problem);
      }),
    );
  });

  it('text a person can see passes, in any script', () => {
    const visible = fc
      .string({ unit: 'grapheme' })
      .filter((text) => !HIDDEN.some((c) => text.includes(c)) && !/\p{Cf}/u.test(text));
    fc.assert(fc.property(visible, (text) => unsafeCharacterProblem(text) === undefined));
    for (const text of ['Ümit Şahin', 'Zoë O’Brien', '東京都千代田区', 'שלום', '+44.2079460000']) {
      expect(unsafeCharacterProblem(text)).toBeUndefined();
    }
  });

  it('are written as their code in messages, so the message shows what was sent', () => {
    expect(visibleText('safe\u202eexe.txt')).toBe('safe\\u{202E}exe.txt');
    expect(hasUnsafeCharacter(visibleText('a\u0000b\u001b[31m'))).toBe(false);
  });
});

describe('e-mail addresses', () => {
  it.each([
    ['a\u0000b@example.com', 'control character (U+0000)'],
    ['\u001b[31m@example.com', 'control character (U+001B)'],
    ['safe\u202eexe@example.com', 'text-direction control (U+202E)'],
    ['ada@p\u0430ypal.com', 'mixes Latin and Cyrillic letters in "p\u0430ypal"'],
    ['\u0430da@example.com', 'letters outside ASCII before the @'],
    ['ada@⒈.com', 'contains "⒈"'],
    ['ada@example', 'is not a valid e-mail address'],
  ])('%j is refused: %s', (address, why) => {
    expect(emailAddressProblem(address)).toContain(why);
  });

  it.each(['ada@example.net', 'info@bücher.de', 'info@пример.рф'])('%j is accepted', (address) => {
    expect(emailAddressProblem(address)).toBeUndefined();
  });
});

describe('mixed scripts (UTS #39)', () => {
  it('are found in a label mixing Latin and Cyrillic, not in one script or CJK writing', () => {
    expect(mixedScripts('p\u0430ypal')).toBe('Latin and Cyrillic');
    for (const label of ['paypal', 'пример', 'bücher', '日本語かな', '한국어漢字', 'ab-12']) {
      expect(mixedScripts(label)).toBeUndefined();
    }
  });

  it('a look-alike name is warned about with the ASCII form it is sent as', () => {
    expect(lookAlikeWarning('p\u0430ypal.com')).toBe(
      '"p\u0430ypal.com" mixes Latin and Cyrillic letters in "p\u0430ypal", as look-alike names do; it is sent as xn--pypal-4ve.com.',
    );
    expect(lookAlikeWarning('bücher.de')).toBeUndefined();
  });
});

describe('contacts', () => {
  it.each([
    ['firstname', 'safe\u202eexe.txt', 'text-direction control (U+202E)'],
    ['address1', 'a\u0000b', 'control character (U+0000)'],
    ['city', '\u001b[31mLondon', 'control character (U+001B)'],
    ['companyname', 'Ada\u200b Ltd', 'zero-width character (U+200B)'],
    ['tax_id', 'GB\u202e123', 'text-direction control (U+202E)'],
  ])('refuse a hidden character in %s, naming the field', (field, value, why) => {
    const checked = checkContact({ ...ADA, [field]: value });
    expect(checked.contact).toBeUndefined();
    expect(checked.issues.map((issue) => issue.path)).toEqual([field]);
    expect(checked.issues[0]?.message).toContain(why);
  });

  it('name the field as the editor labels it and show the hidden character as its code', () => {
    expect(checkContact({ ...ADA, firstname: 'safe\u202eexe.txt' }).issues).toEqual([
      {
        path: 'firstname',
        message:
          'First name "safe\\u{202E}exe.txt" contains a text-direction control (U+202E), which would not show as typed.',
      },
    ]);
  });

  it('refuse an e-mail address with a Cyrillic letter in its domain', () => {
    const checked = checkContact({ ...ADA, email: 'ada@ex\u0430mple.net' });
    expect(checked.issues).toEqual([
      {
        path: 'email',
        message:
          'E-mail "ada@ex\u0430mple.net" mixes Latin and Cyrillic letters in "ex\u0430mple", as look-alike addresses do.',
      },
    ]);
  });
});
