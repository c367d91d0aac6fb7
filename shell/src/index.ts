// The shell is a plain application (no federation on the login page): it renders straight away.
// Module Federation starts after sign-in, with the layout (federation/host.ts).
import './bootstrap';
