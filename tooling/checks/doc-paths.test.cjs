// Docs true to the code (issue 34): every repository path a Markdown file names exists. A path is
// named in an inline code span that starts with a top-level folder of the repository
// (`server/src/lib/csv.ts`, `docs/adr/0011-backups.md`), or by a relative link ([ADR 11](adr/0011-backups.md)).
// Placeholders end the check of a path where they begin (`mf-admin/src/...`, `server/src/routes/<x>.ts`);
// a `*` matches within one folder (`mf-*/src/module.tsx`). Paths git ignores (builds, data) are not
// checked: they exist only after a build or a run. Fenced code blocks are not read.
const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');

/**
 * Markdown files not held to today's tree: docs/decisions.md is a dated log (each section records
 * what was decided then, under the names of the time), and the bench results are measurements of
 * past runs.
 */
const NOT_CHECKED = [/^docs\/decisions\.md$/, /^bench\/results\//];

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** Every file of the repository (tracked, or new and not ignored), and every folder holding one. */
function repositoryTree() {
  const files = git('ls-files', '--cached', '--others', '--exclude-standard').split('\n').filter(Boolean);
  const entries = new Set(files);
  for (const file of files) {
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) entries.add(dir);
  }
  const topFolders = new Set(files.filter((f) => f.includes('/')).map((f) => f.split('/')[0]));
  return { files, entries, topFolders };
}

const SOURCE_FILE = /^[\w.-]+(\/[\w.-]+)*\.(ts|tsx|mjs|cjs|js|json|yaml|sql|html|css)$/;
// `<name>`, `{a,b}`, `$VAR`, `...`, and a setting's name in capitals (`BACKUP_DIR/index.json`).
const PLACEHOLDER = /[<>{}[\]$…]|\.\.\.|^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/;

/** Whether a repository-relative path exists: segment by segment, `*` as a wildcard, stopping at a placeholder. */
function exists(tree, target) {
  let candidates = [''];
  for (const segment of target.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (PLACEHOLDER.test(segment)) return candidates.length > 0;
    const next = [];
    for (const base of candidates) {
      if (segment.includes('*')) {
        const pattern = new RegExp(`^${segment.replace(/[.+?^()|\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
        const prefix = base ? `${base}/` : '';
        for (const entry of tree.entries) {
          if (entry.startsWith(prefix) && !entry.slice(prefix.length).includes('/') && pattern.test(entry.slice(prefix.length))) next.push(entry);
        }
      } else {
        const entry = base ? `${base}/${segment}` : segment;
        if (tree.entries.has(entry)) next.push(entry);
        else if (ignored(entry)) return true; // a build's output (mf-*/dist)
      }
    }
    if (next.length === 0) return false;
    candidates = next;
  }
  return true;
}

const ignoredCache = new Map();
function ignored(target) {
  if (!ignoredCache.has(target)) ignoredCache.set(target, checkIgnore(target));
  return ignoredCache.get(target);
}

function checkIgnore(target) {
  try {
    git('check-ignore', '-q', '--no-index', target.replace(/\/$/, ''));
    return true;
  } catch {
    return false;
  }
}

/** The paths one Markdown file names: [{ line, text, target }] with target relative to the repository. */
function namedPaths(tree, file, markdown) {
  const named = [];
  const lines = markdown.split('\n');
  let fenced = false;
  lines.forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    const prose = line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
    // A line that names another GitHub repository (`backstage/backstage`) cites that repository's files.
    const otherRepository = [...line.matchAll(/`([\w.-]+)\/([\w.-]+)`/g)]
      .some(([, owner, name]) => !tree.topFolders.has(owner) && !owner.startsWith('@') && !name.includes('.') && /github|repo|\|/i.test(line) && !tree.entries.has(`${file.split('/')[0]}/${owner}`));
    if (otherRepository) return;
    for (const [, code] of line.matchAll(/`([^`]+)`/g)) {
      const text = code.trim().replace(/^\.\//, '').replace(/[:#]L?\d+(?:[-–]\d+)?$/, '').replace(/[.,;:]$/, '');
      if (/\s/.test(text)) continue;
      const subpath = /^(@sid\/[\w-]+)(?:\/([\w./-]+))?$/.exec(text);
      if (subpath) {
        named.push({ line: index + 1, text: code, target: text, subpath: [subpath[1], subpath[2] ? `./${subpath[2]}` : '.'] });
        continue;
      }
      if (!text.includes('/')) continue;
      const [first] = text.split('/');
      const pkg = file.includes('/') ? file.split('/')[0] : undefined;
      if (exists(tree, first) && tree.topFolders.has(first.includes('*') ? [...tree.topFolders].find((t) => exists({ entries: new Set([t]) }, first)) : first)) {
        // In a package's docs, `scripts/x.mjs` may be the package's own scripts/.
        named.push({ line: index + 1, text: code, target: text, alternatives: pkg && pkg !== 'docs' ? [`${pkg}/${text}`] : [] });
      } else if (pkg && tree.entries.has(`${pkg}/package.json`) && !first.includes('*') && !first.startsWith('@')
        && (tree.entries.has(`${pkg}/${first}`) || SOURCE_FILE.test(text))) {
        // A package's own docs name its files from the package folder (`src/app.ts`) or from its
        // src/ (`session/token.ts`): a folder of the package, or a source file's name.
        named.push({ line: index + 1, text: code, target: `${pkg}/${text}`, alternatives: [`${pkg}/src/${text}`] });
      }
    }
    for (const [, link] of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^([a-z][a-z0-9+.-]*:|#|\/)/i.test(link)) continue; // a URL, an anchor, a site path
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURIComponent(link.split('#')[0])));
      if (target === '.' || target.startsWith('../')) {
        if (target.startsWith('../')) named.push({ line: index + 1, text: link, target: `<outside the repository>/${target}` });
        continue;
      }
      named.push({ line: index + 1, text: link, target });
    }
  });
  return named;
}

/** Whether a workspace package (`@sid/ui`) exports a subpath ('./feedback'): its package.json's "exports". */
function exportsSubpath(tree, name, subpath) {
  tree.manifests ??= tree.files.filter((f) => /^[^/]+\/package\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(path.join(root, f), 'utf8')));
  const manifest = tree.manifests.find((pkg) => pkg.name === name);
  if (!manifest) return name === '@sid/react-router-full' || name === '@sid/react-theme-client' ? true : false;
  if (subpath === '.') return true;
  const exported = Object.keys(manifest.exports ?? {});
  return exported.includes(subpath) || exported.some((e) => e.includes('*') && new RegExp(`^${e.replace(/[.]/g, '\\.').replace('*', '.+')}$`).test(subpath));
}

function stalePaths() {
  const tree = repositoryTree();
  const markdown = tree.files.filter((f) => f.endsWith('.md') && !NOT_CHECKED.some((re) => re.test(f)));
  const stale = [];
  for (const file of markdown) {
    let text;
    try { text = readFileSync(path.join(root, file), 'utf8'); } catch { continue; } // deleted, not yet staged
    for (const { line, text: named, target, subpath, alternatives = [] } of namedPaths(tree, file, text)) {
      const candidates = [target, ...alternatives];
      if (subpath ? exportsSubpath(tree, ...subpath) : candidates.some((t) => exists(tree, t)) || candidates.some(ignored)) continue;
      stale.push(`${file}:${line}: ${named} (${target})`);
    }
  }
  return { stale, checked: markdown.length };
}

describe('docs name only paths that exist', () => {
  it('finds a path named in backticks and a relative link, and refuses a missing one', () => {
    const tree = { entries: new Set(['server', 'server/src', 'server/src/app.ts', 'mf-admin', 'mf-admin/src', 'mf-admin/src/module.tsx', 'docs', 'docs/adr', 'docs/adr/0011-backups.md']), topFolders: new Set(['server', 'mf-admin', 'docs']) };
    const named = namedPaths(tree, 'docs/x.md', 'See `server/src/app.ts`, `mf-*/src/module.tsx`, `server/src/<name>.ts`, `pnpm run build` and [ADR 11](adr/0011-backups.md#why).\n```\n`server/gone.ts`\n```\nAnd `server/src/gone.ts`.');
    expect(named.map((n) => n.target)).toEqual(['server/src/app.ts', 'mf-*/src/module.tsx', 'server/src/<name>.ts', 'docs/adr/0011-backups.md', 'server/src/gone.ts']);
    expect(named.map((n) => exists(tree, n.target))).toEqual([true, true, true, true, false]);
  });

  it('the ADR index lists every ADR', () => {
    const { files } = repositoryTree();
    const index = readFileSync(path.join(root, 'docs/adr/README.md'), 'utf8');
    const adrs = files.filter((f) => /^docs\/adr\/\d{4}-.*\.md$/.test(f)).map((f) => path.posix.basename(f));
    expect(adrs.length).toBeGreaterThan(10);
    expect(adrs.filter((adr) => !index.includes(`](${adr})`))).toEqual([]);
  });

  it('every path every Markdown file of the repository names exists', () => {
    const { stale, checked } = stalePaths();
    expect(checked).toBeGreaterThan(10);
    expect(stale).toEqual([]);
  });
});
