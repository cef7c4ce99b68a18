// Test support, run as a child process: edits one domain's notes `count` times, each edit its
// own commit, prints "done" and waits to be killed, so the edits are left in the write-ahead log.
import { openCache } from '../openCache';

const [path, countText] = process.argv.slice(2);
if (path === undefined) throw new Error('Usage: noteEditorChild <cache file> <count>');
const { cache } = openCache(path);
const account =
  cache.accounts.list()[0] ??
  cache.accounts.create({
    label: 'Main reseller',
    baseUrl: 'https://billing.provider.example/modules/addons/DomainsReseller/api/index.php',
    email: 'reseller@example.com',
  });
cache.domains.upsert(account.id, { name: 'example.com' });
// Only the edits stay in the log: the schema and the domain go into the file itself.
cache.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
for (let edit = 1; edit <= Number(countText ?? '30'); edit += 1) {
  cache.domains.setNotes(account.id, 'example.com', `edit ${edit}`);
}
process.stdout.write('done\n');
setInterval(() => undefined, 60_000);
