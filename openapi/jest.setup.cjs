// The shared environment copies Node's MessageChannel into jsdom; React's scheduler then keeps a
// MessagePort open and jest never exits. Without it the scheduler falls back to timers.
delete globalThis.MessageChannel;
