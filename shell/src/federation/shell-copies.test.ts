import { markShellCopies, shellCopiesFirst, SHELL_COPY } from './shell-copies';

type ResolveShare = (args: Record<string, unknown>) => { resolver: () => { shared: unknown } | undefined };

function scope() {
  // The shell's formik, and a newer one an old module (built with copies of its own) registered.
  const shell = { version: '2.4.9', from: 'mf_kependudukan' };
  const moduleCopy = { version: '2.5.0', from: 'mf_admin' };
  const map = { default: { formik: { '2.4.9': shell } } } as Record<string, Record<string, Record<string, object>>>;
  markShellCopies(map);
  map['default']!['formik']!['2.5.0'] = moduleCopy;
  return { map, shell, moduleCopy };
}

test('the shell marks its own entries, whatever name the runtime writes in from', () => {
  const { shell, moduleCopy } = scope();
  expect(shell).toHaveProperty(SHELL_COPY, true);
  expect(moduleCopy).not.toHaveProperty(SHELL_COPY);
});

test("a module's request resolves to the shell's copy, even when another registered a higher version", () => {
  const { map, shell, moduleCopy } = scope();
  const resolveShare = shellCopiesFirst().resolveShare as unknown as ResolveShare;
  const highest = () => ({ shared: moduleCopy, useTreesShaking: false });
  const result = resolveShare({ shareScopeMap: map, scope: 'default', pkgName: 'formik', version: '2.5.0', resolver: highest });
  expect(result.resolver()?.shared).toBe(shell);
});

test('a package the shell does not provide keeps the runtime\'s own choice', () => {
  const { map } = scope();
  const resolveShare = shellCopiesFirst().resolveShare as unknown as ResolveShare;
  const own = { version: '1.0.0' };
  const result = resolveShare({ shareScopeMap: map, scope: 'default', pkgName: 'left-pad', version: '1.0.0', resolver: () => ({ shared: own }) });
  expect(result.resolver()?.shared).toBe(own);
});
