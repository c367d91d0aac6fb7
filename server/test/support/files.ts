/**
 * Runs several test files in this one process, one after another (scripts/test.mjs groups them: a
 * process costs ~5 s of CPU before its first test). node:test runs the files' top-level suites in the
 * order they are imported; each file still opens a database of its own.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

for (const file of process.argv.slice(2)) await import(pathToFileURL(path.resolve(file)).href);
