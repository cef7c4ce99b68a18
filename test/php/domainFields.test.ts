import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodePhpForm } from '../../src/main/api/phpForm';
import { encodeDomainFields } from '../../src/main/api/phpSerialize';
import { phpUnserializeStringMap } from '../../src/sandbox/php/unserialize';
import { phpVersion, runPhp } from './php';

/*
 * The registry fields travel as `base64_encode(serialize($fields))`, the text the vendor's
 * module sends. PHP itself must read what the app writes, and the simulator must read what
 * PHP writes.
 */

const FIELD_MAPS: Record<string, Record<string, string>> = {
  'no fields': {},
  '.us fields': { 'Nexus Category': 'C11', 'Application Purpose': 'P1' },
  'non-ASCII keys and values': {
    Société: 'Zoë Ünal',
    Ключ: '東京都',
    'emoji 🙂': 'café ☕',
  },
  'quotes and semicolons': {
    'say "hi"; ok': 'x";s:1:"y";}',
    "it's;": '"";;{}a:1:{',
    'VAT ID': '',
  },
  'an integer-like key': { '123': 'numbered', '-7': 'negative', '007': 'kept as text' },
};

// json_encode with JSON_FORCE_OBJECT so that integer keys still come back as an object.
const PHP_READ = `$v = unserialize(base64_decode($argv[1], true));
if ($v === false) { fwrite(STDERR, "unserialize failed\\n"); exit(2); }
echo json_encode($v, JSON_FORCE_OBJECT | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR);`;

const PHP_WRITE = `echo base64_encode(serialize(json_decode($argv[1], true, 8, JSON_THROW_ON_ERROR)));`;

beforeAll(() => {
  expect(phpVersion()).toMatch(/^\d+\.\d+/);
});

describe('domainfields as PHP reads them', () => {
  it('an empty map is YTowOnt9, as the vendor module sends it', () => {
    expect(encodeDomainFields({})).toBe('YTowOnt9');
    expect(runPhp(PHP_WRITE, '{}')).toBe('YTowOnt9');
  });

  for (const [name, fields] of Object.entries(FIELD_MAPS)) {
    it(`${name}: PHP unserializes the app's text to the same fields`, () => {
      const read = JSON.parse(runPhp(PHP_READ, encodeDomainFields(fields))) as unknown;
      expect(read).toEqual(fields);
    });

    it(`${name}: the app writes what PHP's serialize writes, byte for byte`, () => {
      expect(encodeDomainFields(fields)).toBe(runPhp(PHP_WRITE, JSON.stringify(fields)));
    });

    it(`${name}: the simulator reads PHP's own serialize output`, () => {
      const text = runPhp(PHP_WRITE, JSON.stringify(fields));
      expect(phpUnserializeStringMap(Buffer.from(text, 'base64'))).toEqual(fields);
    });
  }

  it('survives the form body: parse_str, then unserialize, gives the fields back', () => {
    const fields = FIELD_MAPS['quotes and semicolons'] ?? {};
    const body = encodePhpForm({ domain: 'example.us', domainfields: encodeDomainFields(fields) });
    const read = runPhp(
      `parse_str($argv[1], $form);
       echo json_encode(unserialize(base64_decode($form['domainfields'], true)), JSON_FORCE_OBJECT | JSON_UNESCAPED_UNICODE);`,
      body,
    );
    expect(JSON.parse(read)).toEqual(fields);
  });

  it('the simulator reads PHP scalars of other types as PHP would print them', () => {
    const text = runPhp(
      `echo base64_encode(serialize(['n' => 5, 'yes' => true, 'no' => false, 'none' => null, 'half' => 0.5]));`,
    );
    expect(phpUnserializeStringMap(Buffer.from(text, 'base64'))).toEqual({
      n: '5',
      yes: '1',
      no: '',
      none: '',
      half: '0.5',
    });
  });
});

describe('domainfields against PHP, over many generated field maps', () => {
  it('PHP reads every map the app writes, and the simulator every map PHP writes', () => {
    // Whole graphemes: field text is valid Unicode (lone surrogates cannot be typed or stored).
    const text = fc.string({ unit: 'grapheme', maxLength: 12 });
    const maps = fc.sample(fc.dictionary(text, text, { maxKeys: 6 }), { numRuns: 300, seed: 7 });
    // One PHP run for all of them: a JSON list in, a JSON list out.
    const read = JSON.parse(
      runPhp(
        `$out = [];
         foreach (json_decode($argv[1], true, 8, JSON_THROW_ON_ERROR) as $text) {
           $v = unserialize(base64_decode($text, true));
           $out[] = $v === false ? 'unserialize failed' : (object) $v;
         }
         echo json_encode($out, JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR);`,
        JSON.stringify(maps.map((map) => encodeDomainFields(map))),
      ),
    ) as unknown[];
    expect(read).toEqual(maps);
    const written = JSON.parse(
      runPhp(
        `echo json_encode(array_map(
           fn ($map) => base64_encode(serialize($map)),
           json_decode($argv[1], true, 8, JSON_THROW_ON_ERROR)));`,
        JSON.stringify(maps),
      ),
    ) as string[];
    expect(written).toEqual(maps.map((map) => encodeDomainFields(map)));
    expect(written.map((b64) => phpUnserializeStringMap(Buffer.from(b64, 'base64')))).toEqual(maps);
  });
});
