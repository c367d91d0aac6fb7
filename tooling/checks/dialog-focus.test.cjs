// The contract over every dialog (issue 40): focus goes back to a sensible control when any dialog of
// the product closes (its opener, or, when the save took the opener away, the nearest control still on
// the page). One hook does it, `useDialogFocus` of @sid/ui/dialog-focus (its behaviour:
// ui/src/dialog-focus/dialog-focus.test.tsx); @sid/ui's ConfirmDialog, FormDialog and ViewDialog use
// it. This check holds every other dialog of the shipped code to it: a file that renders Fluent's
// DialogSurface passes it the hook's ref, so no dialog can drop focus to the page's body.
const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..', '..');
const PACKAGES = /^(ui|ui-desa|shell|mf-[a-z-]+)\/src\/.*\.tsx$/;
const TEST = /\.test\.tsx$|\/testing\//;

function shippedDialogs() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => PACKAGES.test(f) && !TEST.test(f));
  return files
    .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }))
    .filter(({ text }) => /from '@fluentui\/react-dialog'/.test(text) && /<DialogSurface\b/.test(text));
}

/** The names bound to useDialogFocus(...) in a file. */
function focusRefs(text) {
  return [...text.matchAll(/const\s+(\w+)\s*=\s*useDialogFocus\b/g)].map((m) => m[1]);
}

describe('every dialog gives focus back (useDialogFocus)', () => {
  const dialogs = shippedDialogs();

  it('finds the dialogs of the shipped code', () => {
    expect(dialogs.map((d) => d.file)).toEqual(expect.arrayContaining(['ui/src/dialogs/confirm-dialog.tsx', 'ui/src/dialogs/form-dialog.tsx', 'ui/src/dialogs/view-dialog.tsx']));
  });

  it.each(dialogs.map((d) => [d.file, d.text]))('%s passes the hook ref to each DialogSurface', (file, text) => {
    const refs = focusRefs(text);
    expect(refs.length).toBeGreaterThan(0);
    const surfaces = [...text.matchAll(/<DialogSurface\b([^>]*)>/g)].map((m) => m[1]);
    for (const attrs of surfaces) {
      const ref = /\bref=\{(\w+)\}/.exec(attrs)?.[1];
      expect({ file, ref }).toEqual({ file, ref: expect.stringMatching(new RegExp(`^(${refs.join('|')})$`)) });
    }
  });
});
