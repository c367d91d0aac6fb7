// The shared test environment copies Node's MessageChannel into jsdom; React's scheduler then
// schedules through a Node MessagePort, which keeps jest from exiting after the run. Without it the
// scheduler falls back to setTimeout. (Reported to the lead: the real fix belongs in
// tooling/jest/environment.cjs; this file can go once it lands.)
delete globalThis.MessageChannel;
