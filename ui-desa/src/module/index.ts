export * from './contract';
export * from './session';
