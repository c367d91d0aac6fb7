// @sid/ui/dialog-focus: focus back to a dialog's opener, and to the first invalid field. Its own light
// entry (no component), so a screen with a dialog of its own does not load every shared dialog.
export { useDialogFocus, restoreCandidates, restoreAncestors, focusNearestControl } from './dialog-focus';
export { focusFirstInvalid } from './first-invalid';
