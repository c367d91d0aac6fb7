export { StandaloneHost, type StandaloneHostProps } from './standalone-host';
