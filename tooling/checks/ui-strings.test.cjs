// The words a user reads (issue 40): Indonesian everywhere outside the spec's own labels, one spelling
// per word. Reads every shipped front-end source (shell, ui, ui-desa, mf-*; tests and the dev hosts
// left out) with TypeScript's parser and takes what reaches the screen: JSX text, the text attributes
// of elements (label, placeholder, title, aria-label, ...) and the text properties of objects (label,
// header, message, ...), template literals' fixed parts included. A text that holds one of the spec's
// labels (the quoted strings of shared/spec/product-spec.md: 'Dashboard', 'Search By', 'Aktifitas
// Admin', ...) is checked without it: the spec's words stay as the spec has them.
const { execFileSync } = require('node:child_process');
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const root = path.join(__dirname, '..', '..');

/** One spelling per word: the form the product writes (KBBI's), and the forms it does not. */
const EJAAN = {
  aktivitas: ['aktifitas'],
  silakan: ['silahkan'],
  nomor: ['nomer'],
  izin: ['ijin'],
  provinsi: ['propinsi'],
  risiko: ['resiko'],
  praktik: ['praktek'],
  jadwal: ['jadual'],
  analisis: ['analisa'],
  mengubah: ['merubah'],
  diubah: ['dirubah'],
  sistem: ['sistim'],
  kualitas: ['kwalitas'],
  antre: ['antri'],
  napas: ['nafas'],
  kedaluwarsa: ['kadaluarsa', 'kadaluwarsa'],
  surel: ['e-mail'],
};

/**
 * English a user could meet on a screen. Not every English word: the ones UIs are made of. A word of
 * the spec's labels (Search, Reset, Upload, Role, ...) is still English outside those labels.
 */
const INGGRIS = new Set(`
  the and or of to with from for this that your you please are is was not
  add edit delete remove save cancel submit close open back next previous search filter sort reset clear
  choose select browse upload download import export print preview confirm apply retry refresh reload
  file files folder page pages list table row rows column columns item items name title
  user users role roles admin login logout sign signed password username account profile settings setting
  error errors warning success failed failure loading loaded saving saved deleted created updated
  signature signatures date time today yesterday month year day
  yes no ok none all new show hide more less view details detail help home dashboard activity logs log
  not found go required optional invalid valid unknown empty done
`.split(/\s+/).filter(Boolean));

/** English words that are also Indonesian, or names of things the product uses as they are. */
const JUGA_INDONESIA = new Set(['admin', 'login', 'logout', 'password', 'username', 'role', 'dashboard', 'no', 'ok', 'item', 'data', 'filter', 'online', 'offline', 'email', 'tab', 'detail', 'log']);

const ELEMENT_TEXT = new Set(['label', 'placeholder', 'title', 'aria-label', 'alt', 'content', 'header', 'description', 'hint', 'validationMessage', 'petunjuk', 'judul', 'keterangan', 'pesan', 'teks', 'tombol', 'caption']);
const OBJECT_TEXT = new Set(['label', 'header', 'title', 'message', 'pesan', 'judul', 'placeholder', 'description', 'keterangan', 'petunjuk', 'hint', 'text', 'teks', 'caption', 'tombol', 'konfirmasi', 'ringkasan', 'kosong', 'body']);

/** Labels the spec names without quotes (its menu, its 404 page, its row actions and form buttons). */
const SPEC_UNQUOTED = ['PAGE NOT FOUND', 'Go Back', 'Dashboard', 'Activity Logs', 'Reset Form', 'Role', 'Edit', 'Delete', 'Hapus', 'Upload Foto'];

/** The spec's labels from its text: its single-quoted strings and SPEC_UNQUOTED, longest first. */
function labelsOf(text) {
  const labels = new Set();
  // A quote that opens or closes a word is an apostrophe (the village's), not a label's edge.
  for (const m of text.matchAll(/(?<![A-Za-z])'([^'\n]{1,100}?)'(?![A-Za-z])/g)) labels.add(m[1]);
  for (const label of SPEC_UNQUOTED) {
    if (!text.includes(label)) throw new Error(`the spec no longer names ${label}: take it out of SPEC_UNQUOTED`);
    labels.add(label);
  }
  return [...labels].sort((a, b) => b.length - a.length || a.localeCompare(b));
}

/**
 * The spec lives beside the repository (shared/spec/product-spec.md), where the developers and CI have
 * it; a clone without it reads the copy of its labels kept here (spec-labels.json), which the check
 * keeps equal to the spec wherever both are there (`node tooling/checks/spec-labels.cjs` writes it).
 */
const SPEC = path.join(root, '..', 'shared', 'spec', 'product-spec.md');
const COPY = path.join(__dirname, 'spec-labels.json');
function specLabels() {
  const copy = JSON.parse(readFileSync(COPY, 'utf8'));
  if (!existsSync(SPEC)) return copy;
  const labels = labelsOf(readFileSync(SPEC, 'utf8'));
  if (JSON.stringify(labels) !== JSON.stringify(copy)) throw new Error('the spec changed: run node tooling/checks/spec-labels.cjs to copy its labels');
  return labels;
}

function sourceFiles() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'shell/src', 'ui/src', 'ui-desa/src', 'mf-*/src/*'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(ts|tsx)$/.test(f));
  return files.filter((f) => !/\.test\.tsx?$/.test(f) && !/\/(test|standalone|__mocks__)\//.test(f) && !/test-data\.ts$/.test(f));
}

const nameOf = (node) => (node && (ts.isIdentifier(node) || ts.isStringLiteral(node)) ? node.text : undefined);

/** The texts of a file a user can read, each with its line. */
function textsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out = [];
  const add = (node, text) => {
    if (/[A-Za-z]{2}/.test(text)) out.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.replace(/\s+/g, ' ').trim() });
  };
  const addLiteral = (node) => {
    if (!node) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateExpression(node)) add(node, [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' … '));
    else if (ts.isJsxExpression(node)) addLiteral(node.expression);
    else if (ts.isConditionalExpression(node)) { addLiteral(node.whenTrue); addLiteral(node.whenFalse); }
    else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) addLiteral(node.right);
  };
  // A <style> or <script> element's text is code, not words on the screen.
  const inCode = (node) => ts.isJsxElement(node.parent) && ['style', 'script'].includes(node.parent.openingElement.tagName.getText(source));
  const visit = (node) => {
    if ((ts.isJsxText(node) || ts.isJsxExpression(node)) && inCode(node)) return;
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxAttribute(node) && ELEMENT_TEXT.has(nameOf(node.name))) addLiteral(node.initializer);
    else if (ts.isPropertyAssignment(node) && OBJECT_TEXT.has(nameOf(node.name))) addLiteral(node.initializer);
    else if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) addLiteral(node.expression);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** What is wrong with one text once the spec's labels are taken out of it. */
function findingsOf(text, labels) {
  let rest = text;
  for (const label of labels) if (rest.includes(label)) rest = rest.split(label).join(' ');
  const found = [];
  for (const word of rest.match(/[A-Za-z][A-Za-z-]*[A-Za-z]/g) ?? []) {
    const w = word.toLowerCase();
    for (const [baku, lain] of Object.entries(EJAAN)) if (lain.includes(w) && !JUGA_INDONESIA.has(w)) found.push(`"${word}": tulis "${baku}"`);
    if (INGGRIS.has(w) && !JUGA_INDONESIA.has(w)) found.push(`"${word}" is English`);
  }
  return found;
}

describe('the words a user reads', () => {
  const labels = specLabels();

  it('finds the spec labels and reads the texts of the screens', () => {
    expect(labels).toEqual(expect.arrayContaining(['Search By', 'Aktifitas Admin', 'Dashboard']));
    const texts = sourceFiles().flatMap((f) => textsOf(f));
    expect(texts.length).toBeGreaterThan(500);
  });

  it('are Indonesian outside the spec labels, one spelling per word', () => {
    const problems = [];
    for (const file of sourceFiles()) {
      for (const { line, text } of textsOf(file)) {
        for (const finding of findingsOf(text, labels)) problems.push(`${file}:${line} ${finding} in "${text}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('catches English and a second spelling, and lets a spec label through', () => {
    expect(findingsOf('Signatures disimpan', labels)).toEqual(['"Signatures" is English']);
    expect(findingsOf('Riwayat Aktifitas', labels)).toEqual(['"Aktifitas": tulis "aktivitas"']);
    expect(findingsOf('Aktifitas Admin', labels)).toEqual([]);
    expect(findingsOf('Search By', labels)).toEqual([]);
    expect(findingsOf('Search nama', labels)).toEqual(['"Search" is English']);
  });
});

module.exports = { labelsOf, SPEC, COPY };
