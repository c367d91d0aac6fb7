// The one way the shell reloads the page: a module release the running shell cannot serve, or a
// village switch after modules were loaded. Its own module so tests can replace it (jsdom's
// window.location.reload cannot be mocked).
export function reloadPage(): void {
  window.location.reload();
}
