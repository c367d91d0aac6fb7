// @sid/ui-desa/token: the product's one JWT reader (jwt-decode): the shell's session and the
// standalone dev host both read who is signed in, and until when, through it.
export { readToken, type TokenSession } from './token';
